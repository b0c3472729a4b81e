// A factor is added (or removed) only with a factor proven in the same request, with no allowance after a
// fresh sign-in, and no factor is left behind: the intruder who has the password (or a copied session
// cookie, or a session just signed in with a passkey) cannot add a passkey or the code app to an account
// that has a second factor, nor remove one, and a removed passkey's sessions end with it.
import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../../netlify/lib/clock.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';
import { passkeyMessages } from '../../src/schemas/passkeys.ts';
import { proofMessages } from '../../src/schemas/proof.ts';
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
import passkey from '../../netlify/functions/account-passkey.mts';
import twoFactor from '../../netlify/functions/account-two-factor.mts';
import setup from '../../netlify/functions/account-two-factor-setup.mts';
import authUser from '../../netlify/functions/auth-user.mts';

afterEach(() => setClock(undefined));

const add = (cookie: string, body: Record<string, unknown>) =>
  call(passkeys, '/api/account/passkeys', { body, cookie });
const listed = async (cookie: string) => (await call(passkeys, '/api/account/passkeys', { cookie })).body as unknown[];
const whoAmI = (cookie: string) => call(authUser, '/api/auth/user', { cookie });
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
      expect(bare.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
      // The password the intruder has, given in the request, is no factor.
      const withPassword = await add(account.intruder, {
        response: thief.create(await creationOptions(account.intruder)),
        password: account.password,
      });
      expect(withPassword.status).toBe(400);
      expect(withPassword.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
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
      // Nor did it open the administrators' API (which a member never reaches either).
      expect((await call(adminUsers, '/api/admin/users', { cookie: account.intruder })).status).toBe(403);
      expect((await call(adminAudit, '/api/admin/audit', { cookie: account.intruder })).status).toBe(403);
    });
  }

  it('the password alone neither starts nor turns on a code app for an account with a passkey', async () => {
    const account = await ownerWithPasskey('admin');
    const startSetup = (body: Record<string, unknown>) =>
      call(setup, '/api/account/two-factor/setup', { body, cookie: account.intruder });
    const turnOn = (body: Record<string, unknown>) =>
      call(twoFactor, '/api/account/two-factor', { body, cookie: account.intruder });
    const codeApp = () =>
      getDb()
        .selectFrom('users')
        .select(['twoFactorEnabledAt', 'twoFactorPendingSecret'])
        .where('id', '=', account.user.id)
        .executeTakeFirstOrThrow();
    const refused = await startSetup({ password: account.password });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
    expect(await codeApp()).toEqual({ twoFactorEnabledAt: null, twoFactorPendingSecret: null });
    // The owner starts it with the password and their passkey...
    const started = await startSetup({
      password: account.password,
      assertion: await confirmingAssertion(account.intruder, account.owner),
    });
    expect(started.status).toBe(201);
    const code = codeAt(started.body.secret, new Date());
    // ...and the passkey proven moments ago is no allowance to turn it on: the new app's code, with or
    // without the password, is refused.
    for (const body of [{ code }, { code, password: account.password }]) {
      const on = await turnOn(body);
      expect(on.status).toBe(400);
      expect(on.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
    }
    expect((await codeApp()).twoFactorEnabledAt).toBeNull();
    // Proving the passkey in the same request turns it on.
    const assertion = await confirmingAssertion(account.intruder, account.owner);
    const proved = await turnOn({ code, assertion });
    expect(proved.status).toBe(201);
    expect((await codeApp()).twoFactorEnabledAt).not.toBeNull();
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

describe('no allowance after a fresh sign-in', () => {
  it('a passkey sign-in lets no request without a factor add or remove a passkey, in that browser or a copy of its cookie', async () => {
    const account = await ownerWithPasskey('member');
    const cookie = await signInWith(account.owner);
    const stolen = copiedElsewhere(cookie);
    const thief = new SoftwareAuthenticator(ORIGIN);
    const [first] = (await listed(cookie)) as { id: string }[];
    const removeFirst = (from: string, body: Record<string, unknown>) =>
      call(passkey, `/api/account/passkeys/${first!.id}`, {
        method: 'DELETE',
        body,
        cookie: from,
        params: { id: first!.id },
      });
    for (const from of [stolen, cookie]) {
      const added = await add(from, { response: thief.create(await creationOptions(from)), name: 'Laptop (2)' });
      expect(added.status).toBe(400);
      expect(added.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
      const removal = await removeFirst(from, {});
      expect(removal.status).toBe(400);
      expect(removal.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
      expect(((await listed(cookie)) as { id: string }[]).map((p) => p.id)).toEqual([first!.id]);
    }
    // The same requests with a passkey's answer: the owner adds one, then removes the first.
    const assertion = await confirmingAssertion(cookie, account.owner);
    const added = await add(cookie, {
      response: thief.create(await creationOptions(cookie)),
      name: 'Laptop (2)',
      assertion,
    });
    expect(added.status).toBe(201);
    expect((await removeFirst(cookie, { assertion: await confirmingAssertion(cookie, thief) })).status).toBe(204);
    expect(((await listed(cookie)) as { id: string }[]).map((p) => p.id)).toEqual([added.body.id]);
  });

  it('a code sign-in is no allowance either: without a code in the request nothing is added or removed', async () => {
    const account = await ownerWithPasskey('member');
    const enrolment = await enrolTwoFactor(getDb(), account.user.id);
    // Signed in with the password and a recovery code, seconds ago.
    const cookie = await signInAs({ ...account, twoFactor: enrolment });
    const [first] = (await listed(cookie)) as { id: string }[];
    const removeFirst = (body: Record<string, unknown>) =>
      call(passkey, `/api/account/passkeys/${first!.id}`, {
        method: 'DELETE',
        body,
        cookie,
        params: { id: first!.id },
      });
    const other = new SoftwareAuthenticator(ORIGIN);
    const late = await add(cookie, { response: other.create(await creationOptions(cookie)) });
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
    const kept = await removeFirst({ password: account.password });
    expect(kept.status).toBe(400);
    expect(kept.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
    expect(await listed(cookie)).toEqual([first]);
    const code = enrolment.recoveryCodes.shift()!;
    const added = await add(cookie, { response: other.create(await creationOptions(cookie)), code });
    expect(added.status).toBe(201);
    expect((await removeFirst({ code: enrolment.recoveryCodes.shift()! })).status).toBe(204);
    expect(await listed(cookie)).toEqual([added.body]);
  });

  it('an account left with no factor needs the password, whatever its session proved; challenges still expire', async () => {
    // A session that proved two factors on an account left with none: the password is asked, and a
    // challenge lasts its five minutes and no longer.
    const account = await ownerWithPasskey('member');
    const cookie = await signInWith(account.owner);
    await getDb().deleteFrom('passkeys').where('userId', '=', account.user.id).execute();
    const bare = await add(cookie, {
      response: new SoftwareAuthenticator(ORIGIN).create(await creationOptions(cookie)),
    });
    expect(bare.status).toBe(400);
    expect(bare.body.fieldErrors).toEqual({ password: [proofMessages.passwordRequired] });
    const from = Date.now();
    const options = await creationOptions(cookie);
    setClock(() => new Date(from + 330_000));
    const late = await add(cookie, {
      response: new SoftwareAuthenticator(ORIGIN).create(options),
      password: account.password,
    });
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors).toEqual({ response: [passkeyMessages.expired] });
    setClock(undefined);
    const fresh = await add(cookie, {
      response: new SoftwareAuthenticator(ORIGIN).create(await creationOptions(cookie)),
      password: account.password,
    });
    expect(fresh.status).toBe(201);
    expect(await listed(cookie)).toHaveLength(1);
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
    expect((await whoAmI(phone)).body).toBeNull();
    expect((await whoAmI(account.intruder)).body).toBeNull();
  });

  it('the owner removing a passkey ends the sessions it opened, and only those', async () => {
    const account = await ownerWithPasskey('member');
    const second = new SoftwareAuthenticator(ORIGIN);
    const assertion = await confirmingAssertion(account.intruder, account.owner);
    await addTestPasskey(account.intruder, second, { assertion });
    const lost = await signInWith(account.owner);
    const kept = await signInWith(second);
    const [first] = (await listed(kept)) as { id: string }[];
    // Confirmed with the passkey that stays.
    const proof = await confirmingAssertion(kept, second);
    const res = await call(passkey, `/api/account/passkeys/${first!.id}`, {
      method: 'DELETE',
      body: { assertion: proof },
      cookie: kept,
      params: { id: first!.id },
    });
    expect(res.status).toBe(204);
    expect((await whoAmI(lost)).body).toBeNull();
    expect((await whoAmI(kept)).body).not.toBeNull();
    expect((await whoAmI(account.intruder)).body).not.toBeNull();
  });

  it('an administrator cannot remove their own passkeys from the admin panel (409)', async () => {
    const account = await ownerWithPasskey('admin');
    const cookie = await signInWith(account.owner);
    const path = `/api/admin/users/${account.user.id}/passkeys`;
    const res = await call(adminUserPasskeys, path, { method: 'DELETE', cookie, params: { userId: account.user.id } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(proofMessages.ownAccount);
    expect(await listed(cookie)).toHaveLength(1);
  });
});
