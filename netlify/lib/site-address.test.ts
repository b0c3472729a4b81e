import { describe, expect, it } from 'vitest';
import { relocatedToSite, siteRedirect } from './site-address.ts';

const env = { SITE_URL: 'https://www.wacadvisory.co.uk' };
const redirect = (location: string) => new Response(null, { status: 302, headers: { Location: location } });

describe('redirects from the configured site address', () => {
  it("moves a redirect on the request's own origin to the configured address, whatever Host the request named", () => {
    const forged = new Request('http://evil.example/dashboard');
    const moved = relocatedToSite(redirect('http://evil.example/auth?next=%2Fdashboard#x'), forged, env);
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('https://www.wacadvisory.co.uk/auth?next=%2Fdashboard#x');
    expect(relocatedToSite(redirect('/auth'), forged, env).headers.get('location')).toBe(
      'https://www.wacadvisory.co.uk/auth',
    );
  });

  it('leaves a redirect to another site, and an answer that is no redirect, as they are', () => {
    const request = new Request('http://localhost:8888/linkedin');
    const away = redirect('https://www.linkedin.com/company/wac');
    expect(relocatedToSite(away, request, env)).toBe(away);
    const page = new Response('ok');
    expect(relocatedToSite(page, request, env)).toBe(page);
  });

  it("builds a function's own redirect on SITE_URL", () => {
    const previous = process.env.SITE_URL;
    process.env.SITE_URL = 'https://portal.example.co.uk';
    try {
      expect(siteRedirect('/auth').headers.get('location')).toBe('https://portal.example.co.uk/auth');
    } finally {
      process.env.SITE_URL = previous;
    }
  });
});
