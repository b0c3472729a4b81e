// Short text a person types (names on registration and the account page, passkey names, the contact form's
// company, the administrators' searches) refuses controls, format and separator characters, the blank
// look-alikes, default-ignorable, unassigned and private-use code points, noncharacters, lone surrogates and
// piles of combining marks, with a field message naming the character, and changes nothing; emoji keep the
// joiners they are built with. A change mail greets a name stored before these checks without such characters.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { call } from '../helpers/api.ts';
import { signedIn, uniqueEmail } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { addTestPasskey } from '../helpers/passkeys.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';
import account from '../../netlify/functions/account.mts';
import accountPasskey from '../../netlify/functions/account-passkey.mts';
import adminAudit from '../../netlify/functions/admin-audit.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import contact from '../../netlify/functions/contact.mts';
import register from '../../netlify/functions/register.mts';
import resend from '../../netlify/functions/account-verification-email.mts';

const mailbox = useMailbox();

/** The characters the attempt got through, each with the message that now names it. */
const REFUSED = [
  ['\u2028', 'U+2028, a line separator'],
  ['\u2029', 'U+2029, a paragraph separator'],
  ['\u061C', 'U+061C, an invisible formatting character'],
  ['\u0085', 'U+0085, a control character'],
  ['\u009B', 'U+009B, a control character'],
  ['\u2060', 'U+2060, an invisible formatting character'],
  ['\u2063', 'U+2063, an invisible formatting character'],
  ['\u00AD', 'U+00AD, an invisible formatting character'],
  ['\u034F', 'U+034F, a character that shows as nothing'],
  ['\u180E', 'U+180E, an invisible formatting character'],
  ['\u3164', 'U+3164, a character that shows as nothing'],
  ['\u2800', 'U+2800, a character that shows as nothing'],
  ['\u{E0041}', 'U+E0041, an invisible formatting character'],
  ['\uFFF9', 'U+FFF9, an invisible formatting character'],
] as const;
/** The characters a later attempt got through, alone as a whole name: each shows as nothing. */
const ALONE = [
  ['\uFE0F', 'U+FE0F, a character that shows as nothing'],
  ['\u17B4', 'U+17B4, a character that shows as nothing'],
  ['\u180B', 'U+180B, a character that shows as nothing'],
  ['\u{E0100}', 'U+E0100, a character that shows as nothing'],
] as const;
/** ...and inside a name (a lone surrogate survives JSON as an escape: the body is sent as JSON.stringify makes it). */
const INSIDE = [
  ['\u2065', 'U+2065, a code point Unicode has not assigned'],
  ['\u{E0000}', 'U+E0000, a code point Unicode has not assigned'],
  ['\u{E0080}', 'U+E0080, a code point Unicode has not assigned'],
  ['\uFFF0', 'U+FFF0, a code point Unicode has not assigned'],
  ['\uE000', 'U+E000, a private-use character'],
  ['\uFFFE', 'U+FFFE, a code point Unicode keeps out of text (a noncharacter)'],
  ['\uD800', 'U+D800, half of a character (a lone surrogate)'],
  ['\uDC00', 'U+DC00, half of a character (a lone surrogate)'],
] as const;
const FLOOD = `Z${'\u0301'.repeat(63)}`;
const FLOOD_MESSAGE = 'must not pile more than 4 accents or marks on one letter';

const nameOf = async (id: string) =>
  getDb().selectFrom('users').select(['firstName', 'lastName']).where('id', '=', id).executeTakeFirstOrThrow();

describe('names: POST /api/register and PATCH /api/account', () => {
  it.each(REFUSED.map(([c, says]) => [says, c]))(
    'registration refuses %s in a first name, and makes no account',
    async (says, c) => {
      const email = uniqueEmail('text');
      const res = await call(register, '/api/register', {
        body: { email, password: 'a long unusual passphrase 7', firstName: `X${c}x`, lastName: 'Lee' },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ firstName: [`First name must not contain ${says}`] });
      expect(await getDb().selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    },
  );

  it.each(REFUSED.map(([c, says]) => [says, c]))(
    'a name change refuses %s in a last name and keeps the name',
    async (says, c) => {
      const member = await signedIn('member');
      const res = await call(account, '/api/account', {
        method: 'PATCH',
        cookie: member.cookie,
        body: { firstName: 'Ann', lastName: `Lee${c}x` },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ lastName: [`Last name must not contain ${says}`] });
      expect(await nameOf(member.user.id)).toEqual({ firstName: 'Test', lastName: 'User' });
    },
  );

  it.each(ALONE.map(([c, says]) => [says, c]))('registration refuses %s as the whole first name', async (says, c) => {
    const email = uniqueEmail('text');
    const res = await call(register, '/api/register', {
      body: { email, password: 'a long unusual passphrase 7', firstName: c, lastName: 'Lee' },
      ip: uniqueIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ firstName: [`First name must not contain ${says}`] });
    expect(await getDb().selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it.each([...ALONE, ...INSIDE].map(([c, says]) => [says, c]))(
    'a name change refuses %s inside a first name and keeps the name',
    async (says, c) => {
      const member = await signedIn('member');
      const res = await call(account, '/api/account', {
        method: 'PATCH',
        cookie: member.cookie,
        body: { firstName: `An${c}n`, lastName: 'Lee' },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ firstName: [`First name must not contain ${says}`] });
      expect(await nameOf(member.user.id)).toEqual({ firstName: 'Test', lastName: 'User' });
    },
  );

  it('a name may hold emoji built with joiners, but not a joiner outside one', async () => {
    const member = await signedIn('member');
    const body = { firstName: 'Ada 👩‍💻', lastName: 'Lee 🏳️‍🌈' };
    expect((await call(account, '/api/account', { method: 'PATCH', cookie: member.cookie, body })).status).toBe(200);
    expect(await nameOf(member.user.id)).toEqual(body);
    const stray = await call(account, '/api/account', {
      method: 'PATCH',
      cookie: member.cookie,
      body: { firstName: 'Ada\u200D', lastName: 'Lee' },
    });
    expect(stray.body.fieldErrors).toEqual({
      firstName: ['First name must not contain U+200D, an invisible formatting character'],
    });
    expect(await nameOf(member.user.id)).toEqual(body);
  });

  it('a flood of combining marks is refused on both', async () => {
    const member = await signedIn('member');
    const renamed = await call(account, '/api/account', {
      method: 'PATCH',
      cookie: member.cookie,
      body: { firstName: FLOOD, lastName: 'Lee' },
    });
    expect(renamed.body.fieldErrors).toEqual({ firstName: [`First name ${FLOOD_MESSAGE}`] });
    const registered = await call(register, '/api/register', {
      body: { email: uniqueEmail('text'), password: 'a long unusual passphrase 7', firstName: 'Ann', lastName: FLOOD },
      ip: uniqueIp(),
    });
    expect(registered.body.fieldErrors).toEqual({ lastName: [`Last name ${FLOOD_MESSAGE}`] });
  });

  it('names people write are kept as written', async () => {
    const member = await signedIn('member');
    const body = { firstName: 'Nguyễn Zoë', lastName: 'O’Brien-김 مريم' };
    const res = await call(account, '/api/account', { method: 'PATCH', cookie: member.cookie, body });
    expect(res.status).toBe(200);
    expect(await nameOf(member.user.id)).toEqual(body);
  });
});

describe('a change mail', () => {
  it('can no longer carry a separator or a bidi mark in its greeting', async () => {
    const member = await signedIn('member');
    const hostile = 'X\u2028\u061C<b>x</b>';
    const refused = await call(account, '/api/account', {
      method: 'PATCH',
      cookie: member.cookie,
      body: { firstName: hostile, lastName: 'User' },
    });
    expect(refused.status).toBe(400);
    // A name stored before these checks: the greeting drops what the checks would have refused.
    await getDb().updateTable('users').set({ firstName: hostile }).where('id', '=', member.user.id).execute();
    expect(
      (await call(resend, '/api/account/verification-email', { method: 'POST', cookie: member.cookie })).status,
    ).toBe(202);
    const mail = await mailbox().waitFor(member.email, /Confirm your e-mail address/);
    expect(mail.text).toContain('Hello X<b>x</b>,');
    expect(mail.text).not.toMatch(/[\u2028\u061C]/u);
    expect(mail.html).not.toMatch(/[\u2028\u061C]/u);
  });
});

describe('passkey names: PATCH /api/account/passkeys/:id', () => {
  it('refuses a refused character naming it, and keeps the old name', async () => {
    const member = await signedIn('member');
    const { passkey } = await addTestPasskey(member.cookie);
    for (const [c, says] of REFUSED) {
      const res = await call(accountPasskey, `/api/account/passkeys/${passkey.id}`, {
        method: 'PATCH',
        cookie: member.cookie,
        params: { id: passkey.id },
        body: { name: `Laptop${c}(2)` },
      });
      expect(res.status, says).toBe(400);
      expect(res.body.fieldErrors).toEqual({ name: [`A passkey name must not contain ${says}`] });
    }
    const stored = await getDb()
      .selectFrom('passkeys')
      .select('name')
      .where('id', '=', passkey.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe(passkey.name);
  });
});

describe('the contact form company', () => {
  it('refuses a refused character naming it, and stores nothing', async () => {
    const marker = `ref ${crypto.randomUUID()}`;
    const res = await call(contact, '/api/contact', {
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.co.uk',
        company: 'Engines\u2029Ltd',
        serviceInterest: 'agentic-ai-solutions',
        message: marker,
      },
      ip: uniqueIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ company: ['Company must not contain U+2029, a paragraph separator'] });
    expect(await getDb().selectFrom('contactSubmissions').select('id').where('message', '=', marker).execute()).toEqual(
      [],
    );
  });
});

describe("administrators' searches", () => {
  it.each([
    ['users', adminUsers, '/api/admin/users?search=', 'search', 'Search'],
    ['audit log', adminAudit, '/api/admin/audit?user=', 'user', 'User'],
  ])('the %s search refuses a bidi mark, naming it', async (_name, fn, path, field, label) => {
    const admin = await signedIn('admin');
    const res = await call(fn, `${path}${encodeURIComponent('ann\u202Eexe')}`, { cookie: admin.cookie });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      [field]: [`${label} must not contain U+202E, an invisible formatting character`],
    });
  });
});
