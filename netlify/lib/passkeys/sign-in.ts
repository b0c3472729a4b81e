// Signing in with a passkey: options with a fresh challenge (no account named: the browser offers the
// passkeys it holds for this site, or autofill does), then the signed answer. User verification is
// required, so the passkey is two factors in one gesture: no code step follows, and the session counts
// as two-factor (administrators' rule, fresh re-authentication on /account).
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { passkeyMessages } from '../../../src/schemas/passkeys.ts';
import type { z } from '../../../src/schemas/zod.ts';
import type { passkeySignInSchema } from '../../../src/schemas/passkeys.ts';
import { audit, party } from '../audit/trail.ts';
import { completeSignIn, type RequestMeta, type SignedIn } from '../auth/complete-sign-in.ts';
import { PASSKEY_CEREMONIES_PER_IP } from '../auth/limits.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { enforce } from '../rate-limit.ts';
import { findUserById } from '../users/repository.ts';
import { CEREMONY_TIMEOUT_MS, issueChallenge, spendChallenge } from './challenges.ts';
import { relyingParty } from './relying-party.ts';
import { markSessionFactor } from '../session/store.ts';
import { findPasskeyByCredentialId } from './repository.ts';
import { checkAssertion } from './assertion.ts';
import { verificationRefusal } from './verification.ts';

export async function startPasskeySignIn(db: Kysely<Database>, ip: string) {
  await enforce(db, PASSKEY_CEREMONIES_PER_IP, ip, now());
  const rpId = relyingParty().id;
  const userVerification = 'required' as const;
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    challenge: await issueChallenge(db, 'authentication', null),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification,
  });
  // The library types these as optional: they are the ones given above (the contract needs them).
  return { ...options, rpId, userVerification };
}

const refuse = (message: string) => new HttpError(401, message, { code: 'invalid_credentials' });

export async function finishPasskeySignIn(
  db: Kysely<Database>,
  input: z.infer<typeof passkeySignInSchema>,
  meta: RequestMeta,
): Promise<SignedIn> {
  await enforce(db, PASSKEY_CEREMONIES_PER_IP, meta.ip, now());
  const { response } = input;
  const challenge = await spendChallenge(db, response.response.clientDataJSON, 'authentication', null, () =>
    refuse(passkeyMessages.expired),
  );
  const passkey = await findPasskeyByCredentialId(db, response.id);
  const user = passkey && (await findUserById(db, passkey.userId));
  // The sign-in names no account (the browser offers the passkeys it holds), so the authenticator must say
  // whose passkey answered: its user handle, which must be the passkey's owner.
  const handle = response.response.userHandle;
  const handleMatches = !!handle && !!user && Buffer.from(handle, 'base64url').toString('utf8') === user.id;
  if (!passkey || !user || !handleMatches) throw refuse(passkeyMessages.unknown);
  const check = await checkAssertion(db, passkey, response, challenge);
  if (!check.verified) {
    const copied = check.reason === 'counter';
    await audit(db, {
      action: copied ? 'auth.passkey_counter_refused' : 'auth.sign_in_failed',
      outcome: 'failure',
      actor: null,
      target: party(user),
      ip: meta.ip,
      details: { method: 'passkey', passkeyId: passkey.id },
    });
    throw copied ? refuse(passkeyMessages.counter) : verificationRefusal(check.error, 401);
  }
  const signedIn = await completeSignIn(
    db,
    user.id,
    meta,
    {
      action: 'auth.sign_in',
      details: { role: user.role, method: 'passkey', passkeyId: passkey.id },
    },
    passkey.id,
  );
  await markSessionFactor(db, signedIn.sid, 'passkey', now());
  return signedIn;
}
