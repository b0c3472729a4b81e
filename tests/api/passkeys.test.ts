// Passkeys end to end against a software authenticator that makes real attestation and assertion objects
// (tests/helpers/authenticator.ts): adding, signing in, renaming and removing, and every way a ceremony
// must fail.
import { afterEach, describe, expect, it } from 'vitest';
import { issueToken } from '../../netlify/lib/auth/tokens.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { PASSKEYS_PER_ACCOUNT, passkeyMessages } from '../../src/schemas/passkeys.ts';
import { proofMessages } from '../../src/schemas/proof.ts';
import { ORIGIN, call } from '../helpers/api.ts';
import { SoftwareAuthenticator } from '../helpers/authenticator.ts';
import { TEST_PASSWORD, cookiesFrom, makeUser, signedIn } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { confirmingAssertion } from '../helpers/passkeys.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';
import accountExport from '../../netlify/functions/account-export.mts';
import account from '../../netlify/functions/account.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import adminUserPasskeys from '../../netlify/functions/admin-user-passkeys.mts';
import passkeyOptions from '../../netlify/functions/account-passkey-options.mts';
import passkeys from '../../netlify/functions/account-passkeys.mts';
import passkey from '../../netlify/functions/account-passkey.mts';
import loginPasskeyOptions from '../../netlify/functions/login-passkey-options.mts';
import loginPasskey from '../../netlify/functions/login-passkey.mts';
import passwordReset from '../../netlify/functions/password-reset.mts';
import twoFactor from '../../netlify/functions/account-two-factor.mts';

const mailbox = useMailbox();
afterEach(() => setClock(undefined));
const later = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000);
  setClock(() => at);
};

/** A challenge for adding a passkey: no body, no proof (the adding request carries the proof). */
const options = (cookie: string) => call(passkeyOptions, '/api/account/passkey-options', { method: 'POST', cookie });
const finish = (cookie: string, body: unknown) => call(passkeys, '/api/account/passkeys', { body, cookie });
/** The proof an account with no second factor adds its first passkey with. */
const password = { password: TEST_PASSWORD };
const list = (cookie: string) => call(passkeys, '/api/account/passkeys', { cookie });
const rename = (cookie: string, id: string, name: string) =>
  call(passkey, `/api/account/passkeys/${id}`, { method: 'PATCH', body: { name }, cookie, params: { id } });
const remove = (cookie: string, id: string, body: unknown = password) =>
  call(passkey, `/api/account/passkeys/${id}`, { method: 'DELETE', body, cookie, params: { id } });
const signInOptions = (ip = uniqueIp()) =>
  call(loginPasskeyOptions, '/api/login/passkey/options', { method: 'POST', ip });
const signIn = (response: unknown, ip = uniqueIp()) =>
  call(loginPasskey, '/api/login/passkey', { body: { response }, ip });
const trail = (userId: string, action: string) =>
  getDb().selectFrom('auditEvents').selectAll().where('targetId', '=', userId).where('action', '=', action).execute();

/** A member with one passkey on a software authenticator. */
async function withPasskey(role: 'member' | 'admin' = 'member', authenticator = new SoftwareAuthenticator(ORIGIN)) {
  const holder = await signedIn(role, { twoFactor: false });
  const started = await options(holder.cookie);
  expect(started.status).toBe(200);
  const added = await finish(holder.cookie, { response: authenticator.create(started.body), ...password });
  expect(added.body).toMatchObject({ name: expect.any(String) });
  return { ...holder, authenticator, passkey: added.body };
}

/** Signs in with the authenticator's newest passkey; the call's result. */
async function passkeySignIn(authenticator: SoftwareAuthenticator, ceremony = {}) {
  const { body } = await signInOptions();
  return signIn(authenticator.get(body, ceremony));
}

describe('adding a passkey', () => {
  it('asks for user verification and a resident key, names the site from configuration, and adds it', async () => {
    const holder = await signedIn('member', { twoFactor: false });
    const { status, body } = await options(holder.cookie);
    expect(status).toBe(200);
    expect(body.rp).toEqual({ id: 'localhost', name: 'WAC Advisory' });
    expect(body.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(body.attestation).toBe('none');
    expect(Buffer.from(body.challenge, 'base64url')).toHaveLength(32);
    const authenticator = new SoftwareAuthenticator(ORIGIN, 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd', true);
    const added = await finish(holder.cookie, { response: authenticator.create(body), ...password });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'iCloud Keychain', lastUsedAt: null, synced: true });
    expect((await list(holder.cookie)).body).toEqual([added.body]);
    expect(await trail(holder.user.id, 'account.passkey_added')).toHaveLength(1);
    const mail = await mailbox().waitFor(holder.email, /passkey was added/);
    expect(mail.text).toContain('iCloud Keychain');
  });

  it('names an unknown authenticator by the browser and system, or by the name given', async () => {
    const holder = await signedIn('member', { twoFactor: false });
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const started = await options(holder.cookie);
    const added = await call(passkeys, '/api/account/passkeys', {
      body: { response: authenticator.create(started.body), ...password },
      cookie: holder.cookie,
      headers: { 'user-agent': ua },
    });
    expect(added.body).toMatchObject({ name: 'Chrome on Linux', synced: false });
    const assertion = await confirmingAssertion(holder.cookie, authenticator);
    const again = await options(holder.cookie);
    const response = authenticator.create(again.body);
    const named = await finish(holder.cookie, { response, name: '  Work laptop ', assertion });
    expect(named.body.name).toBe('Work laptop');
  });

  it('needs the password on an account with no second factor; with one, a factor in the request, even just after signing in with a code', async () => {
    const holder = await signedIn('member', { twoFactor: false });
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const none = await finish(holder.cookie, { response: authenticator.create((await options(holder.cookie)).body) });
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors).toEqual({ password: [proofMessages.passwordRequired] });
    const wrong = await finish(holder.cookie, {
      response: authenticator.create((await options(holder.cookie)).body),
      password: 'not the password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.password).toBeDefined();
    expect((await list(holder.cookie)).body).toEqual([]);
    // A code sign-in moments ago is no proof for adding a factor (no allowance window): without a code or
    // a passkey's answer in the request itself, nothing is added, the password given or not.
    const coded = await signedIn('member', { twoFactor: true });
    const unproved = await finish(coded.cookie, { response: authenticator.create((await options(coded.cookie)).body) });
    expect(unproved.status).toBe(400);
    expect(unproved.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
    const passwordOnly = await finish(coded.cookie, {
      response: authenticator.create((await options(coded.cookie)).body),
      ...password,
    });
    expect(passwordOnly.status).toBe(400);
    expect(passwordOnly.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
    expect((await list(coded.cookie)).body).toEqual([]);
    // The same request with a code (here a recovery code) adds it.
    const code = coded.twoFactor!.recoveryCodes.shift()!;
    const proved = await finish(coded.cookie, {
      response: authenticator.create((await options(coded.cookie)).body),
      code,
    });
    expect(proved.status).toBe(201);
    expect((await list(coded.cookie)).body).toHaveLength(1);
  });

  it('excludes the passkeys already on the account and refuses the same one twice', async () => {
    const { cookie, authenticator } = await withPasskey();
    const { body } = await options(cookie);
    const first = authenticator.credentials[0]!.id;
    expect(body.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([first.toString('base64url')]);
    // The same credential again: the browser would have refused it; the server does too.
    const assertion = await confirmingAssertion(cookie, authenticator);
    const again = await finish(cookie, { response: authenticator.create(body, { credentialId: first }), assertion });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(passkeyMessages.alreadyAdded);
    expect((await list(cookie)).body).toHaveLength(1);
  });

  it('refuses an expired or reused challenge, and one given to another session', async () => {
    const holder = await signedIn('member', { twoFactor: false });
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const started = await options(holder.cookie);
    const response = authenticator.create(started.body);
    later(6);
    const expired = await finish(holder.cookie, { response, ...password });
    expect(expired.status).toBe(400);
    expect(expired.body.fieldErrors).toEqual({ response: [passkeyMessages.expired] });
    setClock(undefined);
    const fresh = await options(holder.cookie);
    const good = authenticator.create(fresh.body);
    expect((await finish(holder.cookie, { response: good, ...password })).status).toBe(201);
    // Replayed with the proof the account now needs (a factor), the spent challenge is what refuses it.
    const assertion = await confirmingAssertion(holder.cookie, authenticator);
    expect((await finish(holder.cookie, { response: good, assertion })).body.fieldErrors).toEqual({
      response: [passkeyMessages.expired],
    });
    // Another session (another member's, with its own password) cannot finish what this one started.
    const other = await options(holder.cookie);
    const elsewhere = await signedIn('member', { twoFactor: false });
    const crossed = await finish(elsewhere.cookie, { response: authenticator.create(other.body), ...password });
    expect(crossed.status).toBe(400);
    expect(crossed.body.fieldErrors).toEqual({ response: [passkeyMessages.expired] });
    expect((await list(holder.cookie)).body).toHaveLength(1);
    expect((await list(elsewhere.cookie)).body).toEqual([]);
  });

  it('refuses a wrong origin, a wrong relying party and a passkey that did not verify the person', async () => {
    const holder = await signedIn('member', { twoFactor: false });
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    for (const ceremony of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { userVerified: false }]) {
      const { body } = await options(holder.cookie);
      const refused = await finish(holder.cookie, { response: authenticator.create(body, ceremony), ...password });
      expect(refused.status).toBe(400);
      const message = ceremony.userVerified === false ? passkeyMessages.userVerification : passkeyMessages.notVerified;
      expect(refused.body.fieldErrors).toEqual({ response: [message] });
    }
    expect((await list(holder.cookie)).body).toEqual([]);
  });

  it(`refuses an eleventh passkey (at most ${PASSKEYS_PER_ACCOUNT})`, async () => {
    const holder = await signedIn('member', { twoFactor: false });
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    for (let n = 0; n < PASSKEYS_PER_ACCOUNT; n++) {
      const proof = n > 0 ? { assertion: await confirmingAssertion(holder.cookie, authenticator) } : password;
      const { body } = await options(holder.cookie);
      expect((await finish(holder.cookie, { response: authenticator.create(body), ...proof })).status).toBe(201);
    }
    const eleventh = await options(holder.cookie);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe(passkeyMessages.tooMany);
  });

  it('lets only one of two racing additions take the last place', async () => {
    const holder = await signedIn('member', { twoFactor: false });
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    for (let n = 0; n < PASSKEYS_PER_ACCOUNT - 1; n++) {
      const proof = n > 0 ? { assertion: await confirmingAssertion(holder.cookie, authenticator) } : password;
      const { body } = await options(holder.cookie);
      expect((await finish(holder.cookie, { response: authenticator.create(body), ...proof })).status).toBe(201);
    }
    // Each proof from a passkey of its own: two from one passkey would race on its signature counter, and
    // the later counter winning first would refuse the other as a replay before the limit is reached.
    const proofs = [
      await confirmingAssertion(holder.cookie, authenticator, authenticator.credentials[0]),
      await confirmingAssertion(holder.cookie, authenticator, authenticator.credentials[1]),
    ];
    const [a, b] = [await options(holder.cookie), await options(holder.cookie)];
    const results = await Promise.all(
      [a, b].map((o, n) => finish(holder.cookie, { response: authenticator.create(o.body), assertion: proofs[n] })),
    );
    expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.body))).toEqual([201, 409]);
    expect((await list(holder.cookie)).body).toHaveLength(PASSKEYS_PER_ACCOUNT);
  });
});

describe('signing in with a passkey', () => {
  it('signs in with no password, as two factors: an administrator without codes manages users', async () => {
    const { authenticator, user } = await withPasskey('admin');
    const res = await passkeySignIn(authenticator);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    const cookie = cookiesFrom(res.response);
    expect((await call(adminUsers, '/api/admin/users', { cookie })).status).toBe(200);
    expect((await call(twoFactor, '/api/account/two-factor', { cookie })).body.required).toBe(false);
    const [event] = await getDb()
      .selectFrom('auditEvents')
      .selectAll()
      .where('actorId', '=', user.id)
      .where('action', '=', 'auth.sign_in')
      .orderBy('occurredAt', 'desc')
      .execute();
    expect(event!.details).toMatchObject({ method: 'passkey' });
    expect((await list(cookie)).body[0].lastUsedAt).not.toBeNull();
    // The passkey sign-in is no allowance to add a factor: the request without a code or a passkey's
    // answer is refused and adds nothing; the same request with an answer adds it.
    const another = new SoftwareAuthenticator(ORIGIN);
    const unproved = await finish(cookie, { response: another.create((await options(cookie)).body) });
    expect(unproved.status).toBe(400);
    expect(unproved.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
    expect((await list(cookie)).body).toHaveLength(1);
    const assertion = await confirmingAssertion(cookie, authenticator);
    const proved = await finish(cookie, { response: another.create((await options(cookie)).body), assertion });
    expect(proved.status).toBe(201);
    expect((await list(cookie)).body).toHaveLength(2);
  });

  it('an administrator signed in with the password alone is still held to the rule', async () => {
    const holder = await withPasskey('admin');
    expect((await call(adminUsers, '/api/admin/users', { cookie: holder.cookie })).status).toBe(403);
  });

  it('refuses a replayed assertion', async () => {
    const { authenticator } = await withPasskey();
    const { body } = await signInOptions();
    const assertion = authenticator.get(body);
    expect((await signIn(assertion)).status).toBe(200);
    const replayed = await signIn(assertion);
    expect(replayed.status).toBe(401);
    expect(replayed.body).toMatchObject({ code: 'invalid_credentials', message: passkeyMessages.expired });
  });

  it('refuses an expired challenge and a challenge made for adding a passkey', async () => {
    const { authenticator, cookie } = await withPasskey();
    const { body } = await signInOptions();
    later(6);
    expect((await signIn(authenticator.get(body))).body.message).toBe(passkeyMessages.expired);
    setClock(undefined);
    const registration = await options(cookie);
    const crossed = await signIn(authenticator.get({ challenge: registration.body.challenge, rpId: 'localhost' }));
    expect(crossed.status).toBe(401);
  });

  it('refuses a wrong origin, a wrong relying party and a missing user verification', async () => {
    const { authenticator, user } = await withPasskey();
    for (const ceremony of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { userVerified: false }]) {
      const refused = await passkeySignIn(authenticator, ceremony);
      expect(refused.status).toBe(401);
      const message = 'userVerified' in ceremony ? passkeyMessages.userVerification : passkeyMessages.notVerified;
      expect(refused.body.message).toBe(message);
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
    expect(await trail(user.id, 'auth.sign_in_failed')).toHaveLength(3);
  });

  it('refuses and audits a counter that goes back (a copied passkey)', async () => {
    const { authenticator, user } = await withPasskey();
    expect((await passkeySignIn(authenticator, { counter: 5 })).status).toBe(200);
    const cloned = await passkeySignIn(authenticator, { counter: 3 });
    expect(cloned.status).toBe(401);
    expect(cloned.body.message).toBe(passkeyMessages.counter);
    expect(await trail(user.id, 'auth.passkey_counter_refused')).toHaveLength(1);
    expect((await passkeySignIn(authenticator, { counter: 5 })).status).toBe(401);
    expect((await passkeySignIn(authenticator, { counter: 6 })).status).toBe(200);
  });

  it("refuses a passkey that is not registered, and an answer naming another member's account", async () => {
    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.create({ rp: { id: 'localhost' }, user: { id: Buffer.from('x').toString('base64url') }, challenge: 'x' });
    const unknown = await passkeySignIn(stranger);
    expect(unknown.body.message).toBe(passkeyMessages.unknown);
    const { authenticator } = await withPasskey();
    const other = await makeUser();
    authenticator.credentials[0]!.userHandle = other.user.id;
    expect((await passkeySignIn(authenticator)).status).toBe(401);
  });
});

describe('renaming and removing', () => {
  it('renames a passkey; names are checked', async () => {
    const { cookie, passkey: added } = await withPasskey();
    const renamed = await rename(cookie, added.id, 'Phone');
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: added.id, name: 'Phone' });
    expect((await rename(cookie, added.id, '')).status).toBe(400);
    expect((await rename(cookie, added.id, 'x'.repeat(65))).status).toBe(400);
  });

  it("cannot rename or remove another member's passkey (404, unchanged)", async () => {
    const owner = await withPasskey();
    const other = await signedIn('member', { twoFactor: false });
    expect((await rename(other.cookie, owner.passkey.id, 'Mine now')).status).toBe(404);
    expect((await remove(other.cookie, owner.passkey.id)).status).toBe(404);
    expect((await remove(other.cookie, 'not-a-uuid')).status).toBe(404);
    expect((await list(owner.cookie)).body).toEqual([owner.passkey]);
  });

  it('removing needs a factor in the request; then it is gone, audited and mailed, and signs in no more', async () => {
    const { cookie, passkey: added, authenticator, user, email } = await withPasskey();
    const unconfirmed = await remove(cookie, added.id, {});
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
    // The right password alone no longer removes a passkey; a wrong one is refused on its field.
    const passwordOnly = await remove(cookie, added.id, password);
    expect(passwordOnly.status).toBe(400);
    expect(passwordOnly.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
    const wrong = await remove(cookie, added.id, { password: 'wrong password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.password).toBeDefined();
    expect((await list(cookie)).body).toHaveLength(1);
    const assertion = await confirmingAssertion(cookie, authenticator);
    expect((await remove(cookie, added.id, { assertion })).status).toBe(204);
    expect((await list(cookie)).body).toEqual([]);
    // The wrong password is recorded as a failed removal beside the removal itself.
    const removals = await trail(user.id, 'account.passkey_removed');
    expect(removals.map((event) => event.outcome).sort()).toEqual(['failure', 'success']);
    await mailbox().waitFor(email, /passkey was removed/);
    expect((await passkeySignIn(authenticator)).body.message).toBe(passkeyMessages.unknown);
  });

  it('who may call: anonymous callers get 401 on every account passkey call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await list('')).status).toBe(401);
    expect((await options('')).status).toBe(401);
    expect((await rename('', id, 'x')).status).toBe(401);
    expect((await remove('', id)).status).toBe(401);
  });
});

describe('losing a device', () => {
  it('an administrator removes a user’s passkeys: audited, the user mailed; a member may not', async () => {
    const { user, email } = await withPasskey();
    const admin = await signedIn('admin');
    const member = await signedIn('member');
    const path = `/api/admin/users/${user.id}/passkeys`;
    const by = (cookie: string) =>
      call(adminUserPasskeys, path, { method: 'DELETE', cookie, params: { userId: user.id } });
    // The user list says who has passkeys to remove.
    const listed = async () =>
      (await call(adminUsers, `/api/admin/users?search=${encodeURIComponent(email)}`, { cookie: admin.cookie })).body
        .users[0].passkeyCount;
    expect(await listed()).toBe(1);
    expect((await by(member.cookie)).status).toBe(403);
    expect((await by(admin.cookie)).status).toBe(204);
    expect(await listed()).toBe(0);
    expect((await by(admin.cookie)).status).toBe(409);
    expect(await trail(user.id, 'admin.passkeys_removed')).toHaveLength(1);
    await mailbox().waitFor(email, /administrator removed your passkeys/);
  });

  it('a password reset keeps the passkeys and mails the member the ones added lately', async () => {
    const { user, email, authenticator } = await withPasskey();
    const token = await issueToken(getDb(), {
      userId: user.id,
      email,
      purpose: 'password_reset',
      validMs: 60_000,
      at: new Date(),
    });
    const res = await call(passwordReset, '/api/password/reset', {
      body: { token, password: 'a brand new passphrase 42' },
    });
    expect(res.status).toBe(204);
    // Added moments ago: the mail lists it for review (tests/api/recent-factors.test.ts); it still signs in.
    await mailbox().waitFor(email, /Check the sign-in methods/);
    expect((await passkeySignIn(authenticator)).status).toBe(200);
  });

  it('the export lists the passkeys; deleting the account removes them', async () => {
    const { cookie, passkey: added, user, authenticator } = await withPasskey();
    const exported = await call(accountExport, '/api/account/export', { cookie });
    const data = JSON.parse(typeof exported.body === 'string' ? exported.body : JSON.stringify(exported.body));
    expect(data.passkeys).toEqual([
      expect.objectContaining({ name: added.name, createdAt: added.createdAt, synced: false, backedUp: false }),
    ]);
    expect(JSON.stringify(data.passkeys)).not.toMatch(/publicKey|credentialId/);
    // The account has a factor now: deleting it takes the password and a passkey's answer.
    const assertion = await confirmingAssertion(cookie, authenticator);
    const body = { password: TEST_PASSWORD, assertion };
    expect((await call(account, '/api/account', { method: 'DELETE', body, cookie })).status).toBe(204);
    expect(await getDb().selectFrom('passkeys').selectAll().where('userId', '=', user.id).execute()).toEqual([]);
  });
});
