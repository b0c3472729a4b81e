import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { chooseBriefings } from '../../netlify/lib/briefings/preferences.ts';
import { queueEntries } from '../../netlify/lib/briefings/queue.ts';
import { EXPORT_SECTIONS } from '../../netlify/lib/account/export.ts';
import { EXPORTS_PER_USER } from '../../netlify/lib/account/limits.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { PERSONA_STEPS } from '../../src/schemas/brand-persona.ts';
import { call } from '../helpers/api.ts';
import { cookiesFrom, signedIn, uniqueEmail } from '../helpers/accounts.ts';
import { stepBody } from '../helpers/brand-persona.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { addTestPasskey, creationOptions } from '../helpers/passkeys.ts';
import { linkIn } from '../helpers/mailbox.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';
import accountExport from '../../netlify/functions/account-export.mts';
import resend from '../../netlify/functions/account-verification-email.mts';
import verifyEmail from '../../netlify/functions/account-verify-email.mts';
import consentLog from '../../netlify/functions/consent-log.mts';
import contact from '../../netlify/functions/contact.mts';
import login from '../../netlify/functions/login.mts';
import persona from '../../netlify/functions/member-brand-persona.mts';
import personaSubmit from '../../netlify/functions/member-brand-persona-submit.mts';
import register from '../../netlify/functions/register.mts';
import track from '../../netlify/functions/member-application-track.mts';

const mailbox = useMailbox();

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

async function enquire(email: string, message: string, who = { firstName: 'Eve', lastName: 'Export' }) {
  const res = await call(contact, '/api/contact', {
    body: { ...who, company: 'Victim Holdings', email, serviceInterest: 'general', message },
    ip: uniqueIp(),
  });
  expect(res.status).toBe(201);
}

/** Follows the link in the latest verification e-mail to the address, as its owner would. */
async function confirmAddress(email: string, cookie: string) {
  const CONFIRM = /Confirm your e-mail address/;
  if (
    !mailbox()
      .to(email)
      .some((mail) => CONFIRM.test(mail.subject))
  ) {
    const sent = await call(resend, '/api/account/verification-email', { method: 'POST', cookie });
    expect(sent.status).toBe(202);
  }
  const token = linkIn(await mailbox().waitFor(email, CONFIRM), '/verify-email').searchParams.get('token')!;
  expect((await call(verifyEmail, '/api/account/verify-email', { body: { token }, ip: uniqueIp() })).status).toBe(204);
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
    await confirmAddress(me.email, me.cookie);

    const res = await download(me.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="wac-advisory-account-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body;
    expect(Object.keys(data).sort()).toEqual(['exportedAt', ...new Set(Object.values(EXPORT_SECTIONS))].sort());
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.email, firstName: 'Eve', isVerified: true });
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
        usedAt: expect.any(String),
      },
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/argon2|passwordHash|"sid"|tokenHash/);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(theirs);
  });

  it("holds no enquiry sent from the member's address until the member has confirmed that address", async () => {
    // Someone writes in as ceo@victim…; later anyone registers that address and asks for the export.
    const victim = uniqueEmail('ceo');
    const secret = `acquisition plans ${crypto.randomUUID()}`;
    await enquire(victim, secret, { firstName: 'Victoria', lastName: 'Victim' });
    const registered = await call(register, '/api/register', {
      body: { email: victim, password: 'an-attacker-passphrase-9', firstName: 'Mallory', lastName: 'Taker' },
      ip: uniqueIp(),
    });
    expect(registered.status).toBe(201);
    const cookie = cookiesFrom(registered.response);

    const unconfirmed = await download(cookie);
    expect(unconfirmed.status).toBe(200);
    expect(unconfirmed.body.profile).toMatchObject({ email: victim, isVerified: false });
    expect(unconfirmed.body.enquiries).toEqual([]);
    const text = JSON.stringify(unconfirmed.body);
    for (const fact of [secret, 'Victoria', 'Victim Holdings']) expect(text).not.toContain(fact);

    // Whoever can read the mailbox is the address's owner: once confirmed, the enquiry is theirs.
    await confirmAddress(victim, cookie);
    const confirmed = await download(cookie);
    expect(confirmed.body.enquiries).toHaveLength(1);
    expect(confirmed.body.enquiries[0]).toMatchObject({
      firstName: 'Victoria',
      company: 'Victim Holdings',
      message: secret,
    });
  });

  it('covers every table with a user or e-mail column, each with the rows about the member', async () => {
    const { rows } = await sql<{ table: string }>`
      select distinct table_name as table from information_schema.columns
      where table_schema = 'public' and (column_name like '%user%' or column_name like '%email%')
      order by table_name`.execute(getDb());
    const tables = rows.map((row) => row.table);
    expect(tables).toContain('brand_personas');
    const uncovered = tables.filter((table) => !Object.hasOwn(EXPORT_SECTIONS, table));
    expect(uncovered, 'tables whose rows the export leaves out').toEqual([]);

    // A member with a row in every one of those tables.
    const me = await signedIn('member', { twoFactor: true });
    await call(track, '/api/member/applications/paddock-pal/track', {
      method: 'POST',
      cookie: me.cookie,
      params: { name: 'paddock-pal' },
    });
    await consent(me.cookie, 'corr_cover_0001');
    await enquire(me.email, `covered ${crypto.randomUUID()}`);
    await confirmAddress(me.email, me.cookie);
    const save = (step: (typeof PERSONA_STEPS)[number]) =>
      call(persona, '/api/member/brand-persona', { method: 'PUT', cookie: me.cookie, body: stepBody(step) });
    for (const step of PERSONA_STEPS) expect((await save(step)).status).toBe(200);
    expect(
      (await call(personaSubmit, '/api/member/brand-persona/submit', { method: 'POST', cookie: me.cookie })).status,
    ).toBe(201);
    expect((await save('values')).status).toBe(200);
    const pending = await call(login, '/api/login', {
      body: { email: me.email, password: me.password },
      ip: uniqueIp(),
    });
    expect(pending.status).toBe(202);
    // A passkey (the code app confirms it), and a second one being added (its ceremony's challenge pending).
    await addTestPasskey(me.cookie, undefined, { code: me.twoFactor!.recoveryCodes.shift()! });
    await creationOptions(me.cookie);
    // Briefings by e-mail chosen (the address confirmed), and one queued for them.
    await chooseBriefings(getDb(), me.user, true, 'account');
    await queueEntries(
      getDb(),
      [
        {
          slug: `export-${crypto.randomUUID()}`,
          title: 'T',
          summary: 'S',
          audience: 'public',
          publishDate: '2026-01-01',
        },
      ],
      new Date('2026-01-01T12:00:00Z'),
    );

    const data = (await download(me.cookie)).body;
    expect(data.brandPersona.draft).toMatchObject({
      step: expect.any(Number),
      answers: { values: expect.any(Object) },
    });
    expect(data.brandPersona.versions).toEqual([
      {
        version: 1,
        submittedAt: expect.any(String),
        answers: expect.objectContaining({ organisation: expect.any(Object) }),
      },
    ]);
    expect(data.twoFactor.enabledAt).toEqual(expect.any(String));
    expect(data.twoFactor.recoveryCodes.length).toBeGreaterThan(0);
    expect(data.twoFactor.pendingSignIns).toHaveLength(1);
    expect(data.accountActivity.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['auth.sign_in', 'account.email_verified']),
    );
    for (const table of tables) {
      const section = data[EXPORT_SECTIONS[table as keyof typeof EXPORT_SECTIONS]];
      const empty = Array.isArray(section) ? section.length === 0 : Object.values(section ?? {}).every((v) => !v);
      expect(empty, `${table} has rows about the member, but the export's section is empty`).toBe(false);
    }
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/codeHash|tokenHash|twoFactorSecret|argon2|challengeHash|publicKey|credentialId/);
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
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
