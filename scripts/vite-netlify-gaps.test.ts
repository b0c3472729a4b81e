import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { netlifyDevGaps, rewriteRules } from './vite-netlify-gaps.mjs';

type Middleware = (req: { url?: string; headers: Record<string, string> }, res: unknown, next: () => void) => void;

/** Runs the dev-server middlewares the way Vite would, returning the URL Astro then sees. */
function devUrl(url: string, cookie?: string): string {
  const middlewares: Middleware[] = [];
  for (const plugin of netlifyDevGaps())
    plugin.configureServer({ middlewares: { use: (m: Middleware) => middlewares.push(m) } });
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const req = { url, headers };
  const res = { setHeader: () => undefined, hasHeader: () => false, getHeader: () => undefined };
  for (const middleware of middlewares) middleware(req, res, () => undefined);
  return req.url ?? '';
}

describe('the astro dev gaps of @netlify/vite-plugin', () => {
  it("reads netlify.toml's cookie-conditioned rewrites (the redirects stay with the plugin)", () => {
    expect(rewriteRules(readFileSync('netlify.toml', 'utf8'))).toEqual([
      { from: '/', to: '/dashboard/', status: 200, cookies: ['wac_auth'] },
      { from: '/dashboard', to: '/dashboard/', status: 200, cookies: ['wac_auth'] },
      { from: '/account', to: '/account/', status: 200, cookies: ['wac_auth'] },
      { from: '/questionnaire', to: '/questionnaire/', status: 200, cookies: ['wac_auth'] },
      { from: '/questionnaire/result', to: '/questionnaire/result/', status: 200, cookies: ['wac_auth'] },
    ]);
  });

  it('rewrites / and /dashboard to the dashboard, and /account to its page, only with the hint cookie', () => {
    expect(devUrl('/', 'wac_auth=1')).toBe('/dashboard/');
    expect(devUrl('/?from=auth', 'other=1; wac_auth=1')).toBe('/dashboard/?from=auth');
    expect(devUrl('/dashboard/', 'wac_auth=1')).toBe('/dashboard/');
    expect(devUrl('/')).toBe('/');
    expect(devUrl('/', 'wac_authx=1')).toBe('/');
    expect(devUrl('/public', 'wac_auth=1')).toBe('/public');
    expect(devUrl('/account', 'wac_auth=1')).toBe('/account/');
  });

  it('rewrites the Brand Persona pages to their member pages only when the hint cookie is present', () => {
    expect(devUrl('/questionnaire', 'wac_auth=1')).toBe('/questionnaire/');
    expect(devUrl('/questionnaire/result?version=2', 'wac_auth=1')).toBe('/questionnaire/result/?version=2');
    expect(devUrl('/questionnaire')).toBe('/questionnaire');
  });

  it('keeps every Set-Cookie header a function sends', () => {
    const headers = new Map<string, unknown>();
    const res = {
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      hasHeader: (name: string) => headers.has(name.toLowerCase()),
      getHeader: (name: string) => headers.get(name.toLowerCase()),
    };
    const [keep] = netlifyDevGaps();
    keep!.configureServer({ middlewares: { use: (m: Middleware) => m({ headers: {} }, res, () => undefined) } });
    res.setHeader('set-cookie', 'wac_session=a');
    res.setHeader('Set-Cookie', 'wac_auth=1');
    res.setHeader('content-type', 'text/html');
    expect(headers.get('set-cookie')).toEqual(['wac_session=a', 'wac_auth=1']);
  });
});
