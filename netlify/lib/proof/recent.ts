// A second factor proven in this session within the window (at sign-in, or by a later change that carried
// one), in the browser that proved it: the session keeps a hash of that browser's device id, so a copy of
// the session cookie used elsewhere has no recent factor. The device cookie is a second condition only;
// the proof is the factor the session recorded.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { RECENT_FACTOR_MINUTES } from '../../../src/schemas/proof.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { sessionProof } from '../session/store.ts';

/** When this session's recent factor stops counting, or null when it has none (or it is another browser's). */
export async function recentFactorEnds(db: Kysely<Database>, auth: Authenticated): Promise<Date | null> {
  const { twoFactorAt, deviceHash } = await sessionProof(db, auth.sid);
  if (!twoFactorAt || !auth.device || deviceHash !== hashToken(auth.device)) return null;
  const ends = new Date(twoFactorAt.getTime() + RECENT_FACTOR_MINUTES * 60_000);
  return ends > now() ? ends : null;
}

export async function recentFactor(db: Kysely<Database>, auth: Authenticated): Promise<boolean> {
  return (await recentFactorEnds(db, auth)) !== null;
}
