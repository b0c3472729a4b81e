import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api.ts';
import { signedIn } from '../helpers/accounts.ts';
import membersOnly from '../../netlify/functions/insight-members-only.mts';
import { membersOnlyFolderIn, readMembersOnlyBody } from '../../netlify/lib/insights/members-only.ts';
import { INSIGHT_SLUG_MAX_LENGTH, MEMBERS_ONLY_FOLDER, MEMBERS_ONLY_NOT_FOUND } from '../../src/schemas/insights.ts';

// A gated part as the build writes it, under a name no article has (removed afterwards; the build's own
// files in the same folder are left alone).
const slug = `api-test-${process.pid}-${Date.now()}`;
const file = path.join(MEMBERS_ONLY_FOLDER, `${slug}.html`);
const html = '<h2 id="what-to-do">What to do</h2>\n<p>Only members read this sentence.</p>';
const address = (s: string) => `/api/insights/${s}/members-only`;

beforeAll(() => {
  mkdirSync(MEMBERS_ONLY_FOLDER, { recursive: true });
  writeFileSync(file, html);
});
afterAll(() => rmSync(file, { force: true }));

describe('GET /api/insights/:slug/members-only', () => {
  it("gives a signed-in member the article's gated part, never to be cached by anyone else", async () => {
    const member = await signedIn();
    const res = await call(membersOnly, address(slug), { cookie: member.cookie, params: { slug } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ html });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers HEAD as GET: the same status and headers, signed in or not, and never a word of the article', async () => {
    const member = await signedIn();
    const head = await call(membersOnly, address(slug), { method: 'HEAD', cookie: member.cookie, params: { slug } });
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
    expect(head.headers.get('cache-control')).toBe('private, no-store');
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify({ html }))));
    const anonymous = await call(membersOnly, address(slug), { method: 'HEAD', params: { slug } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toBeUndefined();
  });

  it('is the same for an administrator', async () => {
    const admin = await signedIn('admin');
    const res = await call(membersOnly, address(slug), { cookie: admin.cookie, params: { slug } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ html });
  });

  it('401 signed out, without a word of the article', async () => {
    const res = await call(membersOnly, address(slug), { params: { slug } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
    expect(JSON.stringify(res.body)).not.toContain('Only members');
  });

  it('404 for a public article, an unknown one, and an address that tries to leave the folder', async () => {
    const member = await signedIn();
    for (const other of ['the-executives-role-in-ai-adoption', 'no-such-article', '..%2F..%2Fpackage', 'UPPER']) {
      const res = await call(membersOnly, address(other), { cookie: member.cookie, params: { slug: other } });
      expect(res.status, other).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found' });
    }
  });

  it('404 for an address longer than any article name, however long (251 characters answered 500 ENAMETOOLONG)', async () => {
    const member = await signedIn();
    for (const length of [INSIGHT_SLUG_MAX_LENGTH + 1, 251, 5000]) {
      const long = 'a'.repeat(length);
      const res = await call(membersOnly, address(long), { cookie: member.cookie, params: { slug: long } });
      expect(res.status, `${length} characters`).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: MEMBERS_ONLY_NOT_FOUND });
    }
  });

  it('the lookup itself answers 404 for a name longer than the contract allows, never a server error', async () => {
    const folder = membersOnlyFolderIn(new URL('../../', import.meta.url));
    await expect(readMembersOnlyBody(folder, 'a'.repeat(300))).rejects.toMatchObject({
      status: 404,
      message: MEMBERS_ONLY_NOT_FOUND,
    });
  });
});
