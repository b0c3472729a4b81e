// A factor is added only with a factor, freshness is checked when a change is made and only in the
// browser that signed in, and no factor is left behind: the intruder who has the password (or a copied
// session cookie) cannot add a passkey or the code app to an account that has a second factor, and a
// removed passkey's sessions end with it.
import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../../netlify/lib/clock.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';
import { passkeyMessages } from '../../src/schemas/passkeys.ts';
import { DEVICE_COOKIE } from '../../src/schemas/storage.ts';
import { ORIGIN, call } from '../helpers/api.ts';
import { SoftwareAuthenticator } from '../helpers/authenticator.ts';
import { cookiesFrom, makeUser, signInAs, signedIn, type TestUser } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { addTestPasskey, confirmingAssertion, creationOptions } from '../helpers/passkeys.ts';
import { enrolTwoFactor } from '../helpers/two-factor.ts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import adminAudit from '../../netlify/functions/admin-audit.mts';
import adminUserPasskeys from '../../netlify/functions/admin-user-passkeys.mts';
import loginPasskeyOptions from '../../netlify/functions/login-passkey-options.mts';
import loginPasskey from '../../netlify/functions/login-passkey.mts';
import passkeys from '../../netlify/functions/account-passkeys.mts';
import passkeyOptions from '../../netlify/functions/account-passkey-options.mts';
import passkey from '../../netlify/functions/account-passkey.mts';
import twoFactor from '../../netlify/functions/account-two-factor.mts';
import setup from '../../netlify/functions/account-two-factor-setup.mts';
import user from '../../netlify/functions/user.mts';

afterEach(() => setClock(undefined));

const add = (cookie: string, body: Record<string, unknown>) =>
  call(passkeys, '/api/account/passkeys', { body, cookie });
const listed = async (cookie: string) => (await call(passkeys, '/api/account/passkeys', { cookie })).body as unknown[];
const whoAmI = (cookie: string) => call(user, '/api/user', { cookie });
const signInWith = async (authenticator: SoftwareAuthenticator, credential?: (typeof authenticator.credentials)[0]) => {
  const { body } = await call(loginPasskeyOptions, '/api/login/passkey/options', { method: 'POST', ip: uniqueIp() });
  const res = await call(loginPasskey, '/api/login/passkey', {
    body: { response: authenticator.get(body, { credential }) },
    ip: uniqueIp(),
  });
  expect(res.status).toBe(200);
  return cookiesFrom(res.response);
};
/** The same session cookie, as copied into another browser: without this browser's device cookie. */
const copiedElsewhere = (cookie: string) =>
  cookie
    .split('; ')
    .filter((pair) => !pair.startsWith(`${DEVICE_COOKIE.insecure}=`))
    .join('; ');

/** An account with a passkey (the owner's), and the intruder's session opened with the password alone. */
async function ownerWithPasskey(
  role: 'member' | 'admin',
): Promise<TestUser & { owner: SoftwareAuthenticator; intruder: string }> {
  const account = await makeUser({ role, twoFactor: false });
  const { authenticator } = await addTestPasskey(await signInAs(account));
  return { ...account, owner: authenticator, intruder: await signInAs(account) };
}

describe('a factor is added only with a factor', () => {
  for (const role of ['admin', 'member'] as const) {
    it(`the password alone adds no passkey to ${role === 'admin' ? 'an administrator' : 'a member'} who has one`, async () => {
      const account = await ownerWithPasskey(role);
      const thief = new SoftwareAuthenticator(ORIGIN);
      const bare = await add(account.intruder, { response: thief.create(await creationOptions(account.intruder)) });
      expect(bare.status).toBe(400);
      expect(bare.body.fieldErrors).toEqual({ confirmation: [passkeyMessages.confirmationRequired] });
      // Nor a guessed code, nor the intruder's own passkey answering the confirmation.
      const guessed = await add(account.intruder, {
        response: thief.create(await creationOptions(account.intruder)),
        code: '123456',
      });
      expect(guessed.status).toBe(400);
      thief.create({
        rp: { id: 'localhost' },
        user: { id: Buffer.from(account.user.id).toString('base64url') },
        challenge: 'x',
      });
      const assertion = await confirmingAssertion(account.intruder, thief);
      const own = await add(account.intruder, {
        response: thief.create(await creationOptions(account.intruder)),
        assertion,
      });
      expect(own.status).toBe(400);
      expect(own.body.fieldErrors).toEqual({ assertion: [passkeyMessages.confirmationFailed] });
      expect(await listed(account.intruder)).toHaveLength(1);
      if (role === 'admin') {
        expect((await call(adminUsers, '/api/admin/users', { cookie: account.intruder })).status).toBe(403);
        expect((await call(adminAudit, '/api/admin/audit', { cookie: account.intruder })).status).toBe(403);
      }
    });
  }

  it('the password alone turns on no code app for an account with a passkey', async () => {
    const account = await ownerWithPasskey('admin');
    const started = await call(setup, '/api/account/two-factor/setup', {
      body: { password: account.password },
      cookie: account.intruder,
    });
    expect(started.status).toBe(201);
    const code = codeAt(started.body.secret, new Date());
    const on = await call(twoFactor, '/api/account/two-factor', { body: { code }, cookie: account.intruder });
    expect(on.status).toBe(400);
    expect(on.body.fieldErrors).toEqual({ confirmation: [passkeyMessages.confirmationRequired] });
    const row = await getDb()
      .selectFrom('users')
      .select('twoFactorEnabledAt')
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(row.twoFactorEnabledAt).toBeNull();
    // The owner, proving their passkey in the same request, turns it on.
    const assertion = await confirmingAssertion(account.intruder, account.owner);
    const proved = await call(twoFactor, '/api/account/two-factor', {
      body: { code, assertion },
      cookie: account.intruder,
    });
    expect(proved.status).toBe(201);
  });

  it('the owner adds another passkey with a passkey, a code from the app or a recovery code', async () => {
    const account = await ownerWithPasskey('member');
    const cookie = account.intruder;
    const second = new SoftwareAuthenticator(ORIGIN);
    const assertion = await confirmingAssertion(cookie, account.owner);
    expect((await add(cookie, { response: second.create(await creationOptions(cookie)), assertion })).status).toBe(201);
    const enrolment = await enrolTwoFactor(getDb(), account.user.id);
    const code = codeAt(enrolment.secret, new Date());
    expect((await add(cookie, { response: second.create(await creationOptions(cookie)), code })).status).toBe(201);
    const recovery = enrolment.recoveryCodes[0]!;
    expect((await add(cookie, { response: second.create(await creationOptions(cookie)), code: recovery })).status).toBe(
      201,
    );
    // A recovery code is spent once.
    expect((await add(cookie, { response: second.create(await creationOptions(cookie)), code: recovery })).status).toBe(
      400,
    );
    expect(await listed(cookie)).toHaveLength(4);
  });

  it("an administrator's password session stays single-factor when the code app is turned on under it", async () => {
    const account = await makeUser({ role: 'admin', twoFactor: false });
    const cookie = await signInAs(account);
    await enrolTwoFactor(getDb(), account.user.id);
    expect((await call(adminUsers, '/api/admin/users', { cookie })).status).toBe(403);
  });
});

describe('freshness where it matters', () => {
  it('a copied session cookie from another browser gets no allowance from a fresh passkey sign-in', async () => {
    const account = await ownerWithPasskey('member');
    const cookie = await signInWith(account.owner);
    const stolen = copiedElsewhere(cookie);
    const thief = new SoftwareAuthenticator(ORIGIN);
    const options = await creationOptions(stolen);
    const added = await add(stolen, { response: thief.create(options), name: 'Laptop (2)' });
    expect(added.status).toBe(400);
    const [first] = (await listed(cookie)) as { id: string }[];
    const removal = await call(passkey, `/api/account/passkeys/${first!.id}`, {
      method: 'DELETE',
      body: { password: null },
      cookie: stolen,
      params: { id: first!.id },
    });
    expect(removal.status).toBe(400);
    // In the browser that signed in, the allowance holds.
    expect((await add(cookie, { response: thief.create(await creationOptions(cookie)) })).status).toBe(201);
  });

  it('the allowance is checked when the passkey is added: options at 260 s, finished at 559 s, are refused', async () => {
    const account = await ownerWithPasskey('member');
    const from = Date.now();
    const cookie = await signInWith(account.owner);
    setClock(() => new Date(from + 260_000));
    const options = await call(passkeyOptions, '/api/account/passkey-options', { body: { password: null }, cookie });
    expect(options.status).toBe(200);
    setClock(() => new Date(from + 559_000));
    const late = await add(cookie, { response: new SoftwareAuthenticator(ORIGIN).create(options.body) });
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors).toEqual({ confirmation: [passkeyMessages.confirmationRequired] });
    expect(await listed(cookie)).toHaveLength(1);
  });

  it('no challenge outlives the allowance it was issued under', async () => {
    // A session that proved two factors on an account left with none: the password may be skipped while
    // the allowance lasts, and the challenge issued on it ends with it.
    const account = await ownerWithPasskey('member');
    const cookie = await signInWith(account.owner);
    await getDb().deleteFrom('passkeys').where('userId', '=', account.user.id).execute();
    const from = Date.now();
    setClock(() => new Date(from + 180_000));
    const options = await call(passkeyOptions, '/api/account/passkey-options', { body: { password: null }, cookie });
    expect(options.status).toBe(200);
    setClock(() => new Date(from + 330_000));
    const late = await add(cookie, { response: new SoftwareAuthenticator(ORIGIN).create(options.body) });
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors).toEqual({ response: [passkeyMessages.expired] });
  });
});

describe('no factor left behind', () => {
  it('an administrator removing a user’s passkeys ends every session of theirs', async () => {
    const account = await ownerWithPasskey('member');
    const phone = await signInWith(account.owner);
    const admin = await signedIn('admin');
    const path = `/api/admin/users/${account.user.id}/passkeys`;
    const removed = await call(adminUserPasskeys, path, {
      method: 'DELETE',
      cookie: admin.cookie,
      params: { userId: account.user.id },
    });
    expect(removed.status).toBe(204);
    expect((await whoAmI(phone)).status).toBe(401);
    expect((await whoAmI(account.intruder)).status).toBe(401);
  });

  it('the owner removing a passkey ends the sessions it opened, and only those', async () => {
    const account = await ownerWithPasskey('member');
    const second = new SoftwareAuthenticator(ORIGIN);
    const assertion = await confirmingAssertion(account.intruder, account.owner);
    await addTestPasskey(account.intruder, second, { assertion });
    const lost = await signInWith(account.owner);
    const kept = await signInWith(second);
    const [first] = (await listed(kept)) as { id: string }[];
    const res = await call(passkey, `/api/account/passkeys/${first!.id}`, {
      method: 'DELETE',
      body: { password: null },
      cookie: kept,
      params: { id: first!.id },
    });
    expect(res.status).toBe(204);
    expect((await whoAmI(lost)).status).toBe(401);
    expect((await whoAmI(kept)).status).toBe(200);
    expect((await whoAmI(account.intruder)).status).toBe(200);
  });

  it('an administrator cannot remove their own passkeys from the admin panel (409)', async () => {
    const account = await ownerWithPasskey('admin');
    const cookie = await signInWith(account.owner);
    const path = `/api/admin/users/${account.user.id}/passkeys`;
    const res = await call(adminUserPasskeys, path, { method: 'DELETE', cookie, params: { userId: account.user.id } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(passkeyMessages.removeOwn);
    expect(await listed(cookie)).toHaveLength(1);
  });
});
