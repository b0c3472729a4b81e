// Sign-in, registration and sign-out: the member's side of accounts.
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import type { LoginInput, RegisterInput } from '../../../src/schemas/auth.ts';
import { queueVerificationLink } from '../account/verification.ts';
import type { AuditDetails } from '../../../src/schemas/audit.ts';
import { audit, audited, party } from '../audit/trail.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { logEvent } from '../log.ts';
import type { MailContext } from '../mail/context.ts';
import { enforce, forgive, reset } from '../rate-limit.ts';
import { createSession, deleteSession, purgeExpiredSessions } from '../session/store.ts';
import { findUserByEmail, findUserById, insertUser, recordSignIn } from '../users/repository.ts';
import { markActive } from '../usage/counters.ts';
import { REGISTRATIONS_PER_IP, addressCounter, signInCounter } from './limits.ts';
import { startChallenge } from '../two-factor/challenges.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import { hashToken } from '../account/tokens.ts';
import { newDeviceId } from './devices.ts';
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
  /** The browser's device id for this account (kept if it had one), which its device cookie carries. */
  device: string;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** The session the browser already had, if any: ended, so sign-in always issues a new id. */
  previousSid?: string;
  /** The device id this browser carries for the account with this e-mail, if it has signed in to it before. */
  knownDevice?: (email: string) => string | undefined;
}

export interface SignInMeta extends RequestMeta {
  /**
   * The device id this browser carries for the account with this e-mail, when it has completed a sign-in
   * to it before (devices.ts); failed attempts from it count against it alone.
   */
  knownDevice: (email: string) => string | undefined;
}

/**
 * The one way a sign-in ends, whatever proved who it is (a password, a password and a code, a passkey,
 * a new registration): a new session replacing the browser's previous one, the user's sign-in times, and
 * the audit event, in one transaction. The session records the passkey that opened it, if one did, and
 * the browser it was opened in (a hash of its device id).
 */
export async function completeSignIn(
  db: Kysely<Database>,
  userId: string,
  meta: RequestMeta,
  event: { action: 'auth.sign_in' | 'auth.register'; details?: AuditDetails },
  passkeyId: string | null = null,
): Promise<SignedIn> {
  const at = now();
  const signedIn = await audited(
    db,
    async (trx) => {
      if (meta.previousSid) await deleteSession(trx, meta.previousSid);
      const user = await recordSignIn(trx, userId, at);
      await markActive(trx, userId, at);
      const device = meta.knownDevice?.(user.email) ?? newDeviceId();
      const origin = { userAgent: meta.userAgent, ip: meta.ip, passkeyId, deviceHash: hashToken(device) };
      return { user, device, sid: await createSession(trx, userId, at, origin) };
    },
    ({ user }) => ({ action: event.action, actor: party(user), ip: meta.ip, details: event.details }),
  );
  // Housekeeping by the wall clock: a clock moved forward (tests) must never end other people's live sessions.
  await purgeExpiredSessions(db, new Date(Math.min(at.getTime(), Date.now())));
  return signedIn;
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
