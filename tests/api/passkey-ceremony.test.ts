// The passkey ceremonies checked as the WebAuthn standard asks: the signature before the counter,
// credential ids within 1,023 bytes and the same in the JSON as in what the authenticator signed, no
// ceremony run inside another site's frame (the client data's crossOrigin is the boolean false or absent),
// a user handle on every discoverable sign-in, and a challenge spent only by the ceremony, user and session
// it was issued to.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { passkeyMessages } from '../../src/schemas/passkeys.ts';
import { webAuthnAnswerMessage, webAuthnFramedMessage } from '../../src/schemas/webauthn.ts';
import { ORIGIN, call } from '../helpers/api.ts';
import { SoftwareAuthenticator, type CeremonyOptions } from '../helpers/authenticator.ts';
import { TEST_PASSWORD, signedIn } from '../helpers/accounts.ts';
import { addTestPasskey, confirmingAssertion, creationOptions } from '../helpers/passkeys.ts';
import { uniqueIp } from '../helpers/ips.ts';
import passkeys from '../../netlify/functions/account-passkeys.mts';
import loginPasskeyOptions from '../../netlify/functions/login-passkey-options.mts';
import loginPasskey from '../../netlify/functions/login-passkey.mts';

/**
 * Adds the credential with the proof the account needs: the password for one with no second factor (the
 * default), a passkey's answer for one that has a passkey.
 */
const finish = (cookie: string, response: unknown, proof: Record<string, unknown> = { password: TEST_PASSWORD }) =>
  call(passkeys, '/api/account/passkeys', { body: { response, ...proof }, cookie });
const signInOptions = () => call(loginPasskeyOptions, '/api/login/passkey/options', { method: 'POST', ip: uniqueIp() });
const signIn = (response: unknown) => call(loginPasskey, '/api/login/passkey', { body: { response }, ip: uniqueIp() });
const trail = (userId: string, action: string) =>
  getDb().selectFrom('auditEvents').selectAll().where('targetId', '=', userId).where('action', '=', action).execute();

/** A member without a second factor yet, and an attempt to add a passkey made as `ceremony` says. */
async function addAs(ceremony: CeremonyOptions) {
  const holder = await signedIn('member', { twoFactor: false });
  const response = new SoftwareAuthenticator(ORIGIN).create(await creationOptions(holder.cookie), ceremony);
  return { holder, result: await finish(holder.cookie, response) };
}

const refusedResponse = { response: [passkeyMessages.response] };

describe('adding a passkey, by the book', () => {
  it('refuses a credential id over 1,023 bytes with 400 (a 2,100-byte one answered 500)', async () => {
    const long = await addAs({ credentialId: randomBytes(2100), answeredId: randomBytes(32) });
    expect(long.result.status).toBe(400);
    expect(long.result.body.fieldErrors).toEqual(refusedResponse);
    const justOver = await addAs({ credentialId: randomBytes(1024) });
    expect(justOver.result.status).toBe(400);
    const atTheLimit = await addAs({ credentialId: randomBytes(1023) });
    expect(atTheLimit.result.status).toBe(201);
  });

  it('refuses an id and rawId that are not the credential id the authenticator signed', async () => {
    const { holder, result } = await addAs({ answeredId: randomBytes(32) });
    expect(result.status).toBe(400);
    expect(result.body.fieldErrors).toEqual(refusedResponse);
    expect(await getDb().selectFrom('passkeys').select('id').where('userId', '=', holder.user.id).execute()).toEqual(
      [],
    );
  });

  it('refuses a ceremony run inside another site (crossOrigin, or a foreign top origin)', async () => {
    for (const clientData of [{ crossOrigin: true }, { crossOrigin: true, topOrigin: 'https://evil.example' }]) {
      const { holder, result } = await addAs({ clientData });
      expect(result.status).toBe(400);
      expect(result.body.fieldErrors).toEqual({ response: [webAuthnFramedMessage] });
      expect(await getDb().selectFrom('passkeys').select('id').where('userId', '=', holder.user.id).execute()).toEqual(
        [],
      );
    }
    const { result } = await addAs({ clientData: { topOrigin: 'https://evil.example' } });
    expect(result.status).toBe(400);
    expect(result.body.fieldErrors).toEqual({ response: [passkeyMessages.expired] });
  });

  it('takes crossOrigin only as the boolean false or absent: a string "true" or any other value is refused', async () => {
    for (const crossOrigin of ['true', 'false', 1, 0, null, {}, []]) {
      const { holder, result } = await addAs({ clientData: { crossOrigin } });
      expect(result.status, JSON.stringify(crossOrigin)).toBe(400);
      expect(result.body.fieldErrors).toEqual({ response: [webAuthnAnswerMessage] });
      expect(await getDb().selectFrom('passkeys').select('id').where('userId', '=', holder.user.id).execute()).toEqual(
        [],
      );
    }
    // Left out (as older browsers do), it is fine.
    expect((await addAs({ clientData: { crossOrigin: undefined } })).result.status).toBe(201);
  });

  it("another session's attempt does not spend the owner's challenge", async () => {
    const owner = await signedIn('member', { twoFactor: false });
    const intruder = await signedIn('member', { twoFactor: false });
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const response = authenticator.create(await creationOptions(owner.cookie));
    expect((await finish(intruder.cookie, response)).status).toBe(400);
    expect((await finish(owner.cookie, response)).status).toBe(201);
  });

  it('says a passkey already registered elsewhere is taken without saying whose it is', async () => {
    const first = await signedIn('member', { twoFactor: false });
    const { authenticator } = await addTestPasskey(first.cookie);
    const second = await signedIn('member', { twoFactor: false });
    const taken = authenticator.create(await creationOptions(second.cookie), {
      credentialId: authenticator.credentials[0]!.id,
    });
    const res = await finish(second.cookie, taken);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(passkeyMessages.alreadyAdded);
    expect(res.body.message).not.toMatch(/your account/i);
  });
});

describe('signing in with a passkey, by the book', () => {
  async function member() {
    const holder = await signedIn('member', { twoFactor: false });
    return { ...holder, ...(await addTestPasskey(holder.cookie)) };
  }

  it('judges the signature before the counter: a forged assertion is no clone alert', async () => {
    const { authenticator, user } = await member();
    expect((await signIn(authenticator.get((await signInOptions()).body, { counter: 9 }))).status).toBe(200);
    const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const forged = await signIn(authenticator.get((await signInOptions()).body, { counter: 2, signWith: forger }));
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe(passkeyMessages.notVerified);
    expect(await trail(user.id, 'auth.passkey_counter_refused')).toEqual([]);
    expect(await trail(user.id, 'auth.sign_in_failed')).toHaveLength(1);
    // The owner's next sign-in is not held back by the forgery.
    expect((await signIn(authenticator.get((await signInOptions()).body, { counter: 10 }))).status).toBe(200);
  });

  it('refuses a sign-in run inside another site (crossOrigin true), or whose crossOrigin is not a boolean', async () => {
    const { authenticator } = await member();
    const framed = await signIn(authenticator.get((await signInOptions()).body, { clientData: { crossOrigin: true } }));
    expect(framed.status).toBe(400);
    expect(framed.body.fieldErrors).toEqual({ response: [webAuthnFramedMessage] });
    expect(framed.response.headers.getSetCookie()).toEqual([]);
    for (const crossOrigin of ['true', 1, null]) {
      const odd = await signIn(authenticator.get((await signInOptions()).body, { clientData: { crossOrigin } }));
      expect(odd.status, JSON.stringify(crossOrigin)).toBe(400);
      expect(odd.body.fieldErrors).toEqual({ response: [webAuthnAnswerMessage] });
      expect(odd.response.headers.getSetCookie()).toEqual([]);
    }
    const absent = await signIn(
      authenticator.get((await signInOptions()).body, { clientData: { crossOrigin: undefined } }),
    );
    expect(absent.status).toBe(200);
  });

  it('needs the user handle on a discoverable sign-in', async () => {
    const { authenticator } = await member();
    const anonymous = await signIn(authenticator.get((await signInOptions()).body, { withoutUserHandle: true }));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(passkeyMessages.unknown);
  });

  it('a sign-in challenge offered to another ceremony is refused there and still signs in', async () => {
    const { authenticator, cookie } = await member();
    const { body } = await signInOptions();
    const crossed = new SoftwareAuthenticator(ORIGIN).create({
      ...(await creationOptions(cookie)),
      challenge: body.challenge,
    });
    // With the factor the account needs, so that it is the challenge that is refused.
    const assertion = await confirmingAssertion(cookie, authenticator);
    const refused = await finish(cookie, crossed, { assertion });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ response: [passkeyMessages.expired] });
    expect((await signIn(authenticator.get(body))).status).toBe(200);
  });
});
