// How many times a member has launched an application, as the track endpoint recorded it.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';

/** The stored access count (a decimal string), or undefined before the first launch. */
export async function launchCount(db: Kysely<Database>, userId: string, applicationName: string) {
  const row = await db
    .selectFrom('applicationAccess')
    .select('accessCount')
    .where('userId', '=', userId)
    .where('applicationName', '=', applicationName)
    .executeTakeFirst();
  return row?.accessCount;
}
