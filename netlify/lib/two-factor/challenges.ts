// The step between a right password and a session, for accounts with two-factor sign-in: a random
// token (only its hash kept) valid for five minutes and five codes, never a session.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { TWO_FACTOR_CHALLENGE_MINUTES } from '../../../src/schemas/two-factor.ts';
import { hashToken } from '../auth/tokens.ts';
import { now } from '../clock.ts';
import { insertChallenge } from './repository.ts';

export async function startChallenge(db: Kysely<Database>, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertChallenge(
    db,
    hashToken(token),
    userId,
    new Date(now().getTime() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000),
  );
  return token;
}
