import { describe, expect, it } from 'vitest';
import { mailContext } from './context.ts';
import { siteOrigin } from '../site-address.ts';

describe('siteOrigin (links in e-mails)', () => {
  it("is Netlify's URL in production", () => {
    expect(siteOrigin({ URL: 'https://www.wacadvisory.co.uk', CONTEXT: 'production', NETLIFY: 'true' })).toBe(
      'https://www.wacadvisory.co.uk',
    );
  });

  it('is the deploy URL on previews and branch deploys', () => {
    const env = { URL: 'https://www.wacadvisory.co.uk', DEPLOY_PRIME_URL: 'https://deploy-preview-7--wac.netlify.app' };
    expect(siteOrigin({ ...env, CONTEXT: 'deploy-preview' })).toBe('https://deploy-preview-7--wac.netlify.app');
    expect(siteOrigin({ ...env, CONTEXT: 'branch-deploy' })).toBe('https://deploy-preview-7--wac.netlify.app');
  });

  it('is SITE_URL where Netlify sets no URL (npm start, a server of your own)', () => {
    expect(siteOrigin({ SITE_URL: 'http://localhost:8888' })).toBe('http://localhost:8888');
    expect(siteOrigin({ SITE_URL: 'https://portal.example.co.uk/some/path', NODE_ENV: 'production' })).toBe(
      'https://portal.example.co.uk',
    );
  });

  it("is SITE_URL under Netlify's local emulation (npm run dev), never the deploy URLs it makes up", () => {
    const emulated = {
      NETLIFY_LOCAL: 'true',
      CONTEXT: 'dev',
      URL: 'https://site-name.netlify.app',
      DEPLOY_PRIME_URL: 'https://main--site-name.netlify.app',
    };
    expect(siteOrigin({ ...emulated, SITE_URL: 'http://localhost:4321' })).toBe('http://localhost:4321');
    expect(() => siteOrigin(emulated)).toThrow(/SITE_URL/);
  });

  it('refuses to guess when nothing is configured, in production or not', () => {
    expect(() => siteOrigin({ NODE_ENV: 'production' })).toThrow(/Neither URL nor SITE_URL is set/);
    expect(() => siteOrigin({})).toThrow(/Neither URL nor SITE_URL is set/);
  });
});

describe('mailContext', () => {
  it("hands work to Netlify's waitUntil, already guarded against failure", async () => {
    const kept: Promise<unknown>[] = [];
    const mail = mailContext({ waitUntil: (task) => void kept.push(task) });
    mail.defer(Promise.reject(new Error('boom')));
    expect(kept).toHaveLength(1);
    await expect(kept[0]).resolves.toBeUndefined();
  });
});
