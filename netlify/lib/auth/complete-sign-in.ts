// The end of every sign-in, whatever proved who it is: the session, the sign-in times and the audit event.
// The sign-in flows that lead here are account/sign-in.ts (password), passkeys/ and two-factor/.
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import type { AuditDetails } from '../../../src/schemas/audit.ts';
import { audited, party } from '../audit/trail.ts';
import { now } from '../clock.ts';
import { createSession, deleteSession, purgeExpiredSessions } from '../session/store.ts';
import { recordSignIn } from '../users/repository.ts';
import { markActive } from '../usage/counters.ts';
import { hashToken } from './tokens.ts';
import { newDeviceId } from './devices.ts';

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
