// Sign-in, registration and sign-out: the member's side of accounts.
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/types.ts';
import type { LoginInput, RegisterInput } from '../../../src/schemas/auth.ts';
import { queueVerificationLink } from '../account/verification.ts';
import { audit, party } from '../audit/trail.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { logEvent } from '../log.ts';
import type { MailContext } from '../mail/context.ts';
import { enforce, forgive, reset } from '../rate-limit.ts';
import { createSession, deleteSession, purgeExpiredSessions } from '../session/store.ts';
import { findUserByEmail, findUserById, insertUser, recordSignIn } from '../users/repository.ts';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_DEVICE,
  LOGIN_FAILURES_PER_IP,
  REGISTRATIONS_PER_IP,
  accountKey,
} from './limits.ts';
import { startChallenge } from '../two-factor/challenges.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import { assertStrongPassword } from './password-strength.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';

/** A sign-in waiting for its second factor: the token the browser sends back with the code. */
export interface TwoFactorPending {
  challenge: string;
}

export interface SignedIn {
  user: User;
  sid: string;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** The session the browser already had, if any: ended, so sign-in always issues a new id. */
  previousSid?: string;
}

interface SignInMeta extends RequestMeta {
  /** The id from the browser's device cookie, when it names this account (devices.ts). */
  device?: string;
}

/** A new session for the user, replacing the browser's previous one; the user's sign-in times updated. */
export async function openSession(db: Kysely<Database>, userId: string, meta: RequestMeta): Promise<SignedIn> {
  const at = now();
  const signedIn = await db.transaction().execute(async (trx) => {
    if (meta.previousSid) await deleteSession(trx, meta.previousSid);
    const user = await recordSignIn(trx, userId, at);
    return { user, sid: await createSession(trx, userId, at, { userAgent: meta.userAgent, ip: meta.ip }) };
  });
  // Housekeeping by the wall clock: a clock moved forward (tests) must never end other people's live sessions.
  await purgeExpiredSessions(db, new Date(Math.min(at.getTime(), Date.now())));
  return signedIn;
}

/**
 * Unknown e-mail and wrong password get the same 401, body and work (a verify against a dummy hash).
 * Every attempt is counted before the password is checked, so parallel guesses cannot slip past the
 * limit: against the IP, and against the account, or, from a browser that has signed in to the account
 * before, against that browser alone. A successful sign-in takes its attempt back.
 */
export async function signIn(
  db: Kysely<Database>,
  input: LoginInput,
  meta: SignInMeta,
): Promise<SignedIn | TwoFactorPending> {
  const account = accountKey(input.email);
  const [rule, subject] = meta.device
    ? [LOGIN_FAILURES_PER_DEVICE, `${account}.${meta.device}`]
    : [LOGIN_FAILURES_PER_ACCOUNT, account];
  await enforce(db, rule, subject, now());
  await enforce(db, LOGIN_FAILURES_PER_IP, meta.ip, now());
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
  await forgive(db, LOGIN_FAILURES_PER_IP, meta.ip);
  // The password was right; with two-factor sign-in on, a code must follow before there is a session.
  if (user.twoFactorEnabledAt) return { challenge: await startChallenge(db, user.id) };
  const signedIn = await openSession(db, user.id, meta);
  await audit(db, { action: 'auth.sign_in', actor: party(user), ip: meta.ip, details: { role: user.role } });
  return signedIn;
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
  const signedIn = await openSession(db, user.id, meta);
  queueVerificationLink(db, user, meta.mail, 'registered');
  await audit(db, { action: 'auth.register', actor: party(user), ip: meta.ip });
  return signedIn;
}

/** Ends the browser's session, if it has one (signing out twice is not an error). */
export async function signOut(db: Kysely<Database>, sid: string | undefined, meta: { ip: string }): Promise<void> {
  const userId = sid ? await deleteSession(db, sid) : undefined;
  if (!userId) return;
  const user = await findUserById(db, userId);
  await audit(db, { action: 'auth.sign_out', actor: { id: userId, email: user?.email ?? null }, ip: meta.ip });
}
