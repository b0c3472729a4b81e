import { describe, expect, it } from 'vitest';
import { mailContext, siteOrigin } from './context.ts';

const forged = new Request('http://evil.example/api/password/forgot');

describe('siteOrigin (links in e-mails)', () => {
  it("is Netlify's URL in production, whatever Host the request claims", () => {
    expect(siteOrigin(forged, { URL: 'https://www.wacadvisory.co.uk', CONTEXT: 'production', NETLIFY: 'true' })).toBe(
      'https://www.wacadvisory.co.uk',
    );
  });

  it('is the deploy URL on previews and branch deploys', () => {
    const env = { URL: 'https://www.wacadvisory.co.uk', DEPLOY_PRIME_URL: 'https://deploy-preview-7--wac.netlify.app' };
    expect(siteOrigin(forged, { ...env, CONTEXT: 'deploy-preview' })).toBe('https://deploy-preview-7--wac.netlify.app');
  });

  it("is the request's origin only on a developer's machine (including Netlify's local emulation)", () => {
    const local = new Request('http://localhost:4321/api/password/forgot');
    expect(siteOrigin(local, {})).toBe('http://localhost:4321');
    expect(
      siteOrigin(local, {
        NETLIFY_LOCAL: 'true',
        CONTEXT: 'dev',
        DEPLOY_PRIME_URL: 'https://main--site-name.netlify.app',
      }),
    ).toBe('http://localhost:4321');
  });

  it('refuses to guess in production without URL', () => {
    expect(() => siteOrigin(forged, { NODE_ENV: 'production' })).toThrow(/URL is not set/);
    expect(() => siteOrigin(forged, { NODE_ENV: 'production', NETLIFY_LOCAL: 'true' })).toThrow(/URL is not set/);
  });
});

describe('mailContext', () => {
  it("hands work to Netlify's waitUntil, already guarded against failure", async () => {
    const kept: Promise<unknown>[] = [];
    const mail = mailContext(new Request('http://localhost:8888/'), { waitUntil: (task) => void kept.push(task) });
    mail.defer(Promise.reject(new Error('boom')));
    expect(kept).toHaveLength(1);
    await expect(kept[0]).resolves.toBeUndefined();
  });
});
