// Sign-in with a password, registration and sign-out: the member's side of accounts. Every sign-in ends in
// auth/complete-sign-in.ts; a password sign-in to an account with the code app waits for its code
// (two-factor/sign-in.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { LoginInput, RegisterInput } from '../../../src/schemas/auth.ts';
import { audit, audited, party } from '../audit/trail.ts';
import { completeSignIn, type RequestMeta, type SignInMeta, type SignedIn } from '../auth/complete-sign-in.ts';
import { REGISTRATIONS_PER_IP, addressCounter, signInCounter } from '../auth/limits.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password.ts';
import { assertStrongPassword } from '../auth/password-strength.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { logEvent } from '../log.ts';
import type { MailContext } from '../mail/context.ts';
import { enforce, forgive, reset } from '../rate-limit.ts';
import { deleteSession } from '../session/store.ts';
import { startChallenge } from '../two-factor/challenges.ts';
import { findUserByEmail, findUserById, insertUser } from '../users/repository.ts';
import { queueVerificationLink } from './verification.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';

/** A sign-in waiting for its second factor: the token the browser sends back with the code. */
export interface TwoFactorPending {
  challenge: string;
}

/**
 * Unknown e-mail and wrong password get the same 401, body and work (a verify against a dummy hash).
 * Every attempt is counted before the password is checked, so parallel guesses cannot slip past the
 * limit: against the IP and the account, or, from a browser that has signed in to the account before,
 * against that browser alone. A successful sign-in takes its attempt back; it never touches the
 * counts of two-factor codes.
 */
export async function signIn(
  db: Kysely<Database>,
  input: LoginInput,
  meta: SignInMeta,
): Promise<SignedIn | TwoFactorPending> {
  const device = meta.knownDevice(input.email);
  const [rule, subject] = signInCounter('password', input.email, device);
  const address = addressCounter('password', meta.ip, device);
  await enforce(db, rule, subject, now());
  if (address) await enforce(db, ...address, now());
  const user = await findUserByEmail(db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    // An unknown address is not kept: people type passwords into the e-mail field.
    await audit(db, {
      action: 'auth.sign_in_failed',
      outcome: 'failure',
      actor: null,
      target: user ? party(user) : null,
      ip: meta.ip,
    });
    throw new HttpError(401, INVALID_CREDENTIALS, { code: 'invalid_credentials' });
  }
  await reset(db, rule, subject);
  if (address) await forgive(db, ...address);
  // The password was right; with two-factor sign-in on, a code must follow before there is a session.
  if (user.twoFactorEnabledAt) return { challenge: await startChallenge(db, user.id) };
  return completeSignIn(db, user.id, meta, { action: 'auth.sign_in', details: { role: user.role } });
}

/**
 * Creates a member and signs them in; the link to confirm their address goes out after the response.
 * 409 if the e-mail is registered in any letter case.
 */
export async function register(
  db: Kysely<Database>,
  input: RegisterInput,
  meta: RequestMeta & { mail: MailContext },
): Promise<SignedIn> {
  await enforce(db, REGISTRATIONS_PER_IP, meta.ip, now());
  await assertStrongPassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(db, {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    profileImageUrl: null,
    lastLoginAt: null,
    previousLoginAt: null,
  });
  if (!user) {
    logEvent('auth.register_conflict', { ip: meta.ip });
    throw new HttpError(409, EMAIL_TAKEN, { fieldErrors: { email: [EMAIL_TAKEN] } });
  }
  const signedIn = await completeSignIn(db, user.id, meta, { action: 'auth.register' });
  queueVerificationLink(db, user, meta.mail, 'registered');
  return signedIn;
}

/** Ends the browser's session, if it has one (signing out twice is not an error). */
export async function signOut(db: Kysely<Database>, sid: string | undefined, meta: { ip: string }): Promise<void> {
  if (!sid) return;
  await audited(
    db,
    async (trx) => {
      const userId = await deleteSession(trx, sid);
      return userId ? { id: userId, email: (await findUserById(trx, userId))?.email ?? null } : undefined;
    },
    (actor) => (actor ? [{ action: 'auth.sign_out', actor, ip: meta.ip }] : []),
  );
}
