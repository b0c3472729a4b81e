// Completing a sign-in with its second factor: the pending sign-in, then a code (TOTP, each step once;
// or a recovery code, each once). Codes are counted where they are typed: per pending sign-in (five),
// per browser that has completed a sign-in to the account before, and per account and per IP only for
// browsers never seen (an attempt on a pending sign-in that does not exist counts per IP). A right password
// never resets these counts, so whoever knows the password cannot lock the owner's own browser out, however
// many codes they try, nor can strangers at the owner's address.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { twoFactorMessages } from '../../../src/schemas/two-factor.ts';
import { hashToken } from '../auth/tokens.ts';
import { audit, party } from '../audit/trail.ts';
import { completeSignIn, type SignInMeta, type SignedIn } from '../auth/complete-sign-in.ts';
import { TWO_FACTOR_ATTEMPTS_PER_CHALLENGE, addressCounter, signInCounter } from '../auth/limits.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { enforce, reset } from '../rate-limit.ts';
import { markSessionFactor } from '../session/store.ts';
import { findUserById } from '../users/repository.ts';
import { checkSecondFactor } from './codes.ts';
import { attemptChallenge, deleteChallenge } from './repository.ts';

function expired(): never {
  throw new HttpError(401, twoFactorMessages.challengeExpired, {
    fieldErrors: { challenge: [twoFactorMessages.challengeExpired] },
  });
}

export async function completeTwoFactorSignIn(
  db: Kysely<Database>,
  input: { challenge: string; code: string },
  meta: SignInMeta,
): Promise<SignedIn & { method: string }> {
  const tokenHash = hashToken(input.challenge);
  const pending = await attemptChallenge(db, tokenHash, now());
  const user = pending ? await findUserById(db, pending.userId) : undefined;
  const device = user ? meta.knownDevice(user.email) : undefined;
  const address = addressCounter('code', meta.ip, device);
  if (address) await enforce(db, ...address, now());
  if (!pending) expired();
  if (pending.attempts > TWO_FACTOR_ATTEMPTS_PER_CHALLENGE) {
    await deleteChallenge(db, tokenHash);
    expired();
  }
  if (!user?.twoFactorEnabledAt) expired();
  const [rule, subject] = signInCounter('code', user.email, device);
  await enforce(db, rule, subject, now());
  const method = await checkSecondFactor(db, user, input.code);
  if (!method) {
    await audit(db, {
      action: 'auth.two_factor_failed',
      outcome: 'failure',
      actor: null,
      target: party(user),
      ip: meta.ip,
    });
    throw new HttpError(401, twoFactorMessages.codeWrong, { fieldErrors: { code: [twoFactorMessages.codeWrong] } });
  }
  await deleteChallenge(db, tokenHash);
  await reset(db, rule, subject);
  const signedIn = await completeSignIn(db, user.id, meta, {
    action: 'auth.sign_in',
    details: { role: user.role, secondFactor: method },
  });
  if (method === 'recovery_code') {
    await audit(db, { action: 'account.recovery_code_used', actor: party(user), ip: meta.ip });
  }
  // Two factors proved: the session meets the administrators' rule and has a recent factor for a while.
  await markSessionFactor(db, signedIn.sid, 'code', now());
  return { ...signedIn, method };
}
