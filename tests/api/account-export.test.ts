import { describe, expect, it } from 'vitest';
import { EXPORTS_PER_USER } from '../../netlify/lib/account/limits.ts';
import { call } from '../helpers/api.ts';
import { signedIn } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import accountExport from '../../netlify/functions/account-export.mts';
import resend from '../../netlify/functions/account-verification-email.mts';
import consentLog from '../../netlify/functions/consent-log.mts';
import contact from '../../netlify/functions/contact.mts';
import track from '../../netlify/functions/member-application-track.mts';

const PATH = '/api/account/export';
const download = (cookie?: string) => call(accountExport, PATH, { cookie });
const NONE = { essential: true, analytics: false, marketing: false, functional: false };

async function consent(cookie: string | undefined, correlationId: string) {
  const res = await call(consentLog, '/api/consent/log', {
    body: {
      recordId: `rec_${crypto.randomUUID()}`,
      action: 'grant',
      consentChoices: NONE,
      consentMethod: 'reject_all',
      correlationId,
    },
    cookie,
    ip: uniqueIp(),
  });
  expect(res.status).toBe(201);
}

async function enquire(email: string, message: string) {
  const res = await call(contact, '/api/contact', {
    body: { firstName: 'Eve', lastName: 'Export', email, serviceInterest: 'general', message },
    ip: uniqueIp(),
  });
  expect(res.status).toBe(201);
}

describe('GET /api/account/export', () => {
  it('401 signed out', async () => {
    expect((await download()).status).toBe(401);
  });

  it('is a JSON download of everything held about the member, and nothing about anyone else', async () => {
    const me = await signedIn('member', { firstName: 'Eve' });
    const other = await signedIn();
    await call(track, '/api/member/applications/paddock-pal/track', {
      method: 'POST',
      cookie: me.cookie,
      params: { name: 'paddock-pal' },
    });
    await consent(me.cookie, 'corr_mine_0001');
    await consent(other.cookie, 'corr_theirs_0001');
    await consent(undefined, 'corr_anonymous_01');
    const mine = `export ${crypto.randomUUID()}`;
    const theirs = `export ${crypto.randomUUID()}`;
    await enquire(me.email.toUpperCase(), mine);
    await enquire(other.email, theirs);
    expect((await call(resend, '/api/account/verification-email', { method: 'POST', cookie: me.cookie })).status).toBe(
      202,
    );

    const res = await download(me.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="wac-advisory-account-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body;
    expect(Object.keys(data).sort()).toEqual(
      ['applicationLaunches', 'consentRecords', 'emailLinks', 'enquiries', 'exportedAt', 'profile', 'sessions'].sort(),
    );
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.email, firstName: 'Eve' });
    expect(data.applicationLaunches).toEqual([
      { application: 'paddock-pal', launches: 1, lastLaunchedAt: expect.any(String) },
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0].ipAddress).toMatch(/^10\.\d+\.\d+\.0$/);
    expect(data.consentRecords).toHaveLength(1);
    expect(data.consentRecords[0]).toMatchObject({ action: 'grant', method: 'reject_all', choices: NONE });
    expect(data.enquiries.map((e: { message: string }) => e.message)).toEqual([mine]);
    expect(data.emailLinks).toEqual([
      {
        purpose: 'email_verification',
        sentTo: me.email,
        sentAt: expect.any(String),
        expiresAt: expect.any(String),
        usedAt: null,
      },
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/argon2|passwordHash|"sid"|tokenHash/);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(theirs);
  });

  it(`allows ${EXPORTS_PER_USER.limit} downloads an hour, then 429`, async () => {
    const me = await signedIn();
    const answers = await Promise.all(Array.from({ length: EXPORTS_PER_USER.limit + 1 }, () => download(me.cookie)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(EXPORTS_PER_USER.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
  });

  it('refuses other methods', async () => {
    const me = await signedIn();
    const res = await call(accountExport, PATH, { method: 'POST', body: {}, cookie: me.cookie });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });
});
