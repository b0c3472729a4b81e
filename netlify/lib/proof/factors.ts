// Whether an account holds a second factor (the code app on, or a passkey): read from the database at the
// moment of the change, never from what the session or the request says.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/rows.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'users.twoFactorEnabledAt',
      eb.exists(eb.selectFrom('passkeys').select('passkeys.id').where('passkeys.userId', '=', userId)).as('hasPasskey'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return Boolean(row && (row.twoFactorEnabledAt !== null || row.hasPasskey));
}
