// The one guard that keeps the site with an administrator: demoting one, deleting one, and an
// administrator deleting their own account all go through it, inside the transaction that makes the change.
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { LAST_ADMINISTRATOR_MESSAGE } from '../../../src/schemas/administrators.ts';
import { HttpError } from '../http.ts';
import { lockAdministrators } from './repository.ts';

export interface AdministratorChange {
  /** The user who stops being an administrator (demoted or deleted), or null when nobody does. */
  leaving: string | null;
  /** The administrator making the change, who must still be one (they may have been demoted or deleted
   *  since their request was authenticated): 403 otherwise. */
  actor?: string;
}

/**
 * Locks the administrators until the transaction ends, so two administrators removing each other at
 * once are serialised, then refuses (409) a change that would leave none.
 */
export async function keepOneAdministrator(trx: Transaction<Database>, change: AdministratorChange): Promise<void> {
  const admins = await lockAdministrators(trx);
  if (change.actor !== undefined && !admins.includes(change.actor)) throw new HttpError(403, 'Forbidden');
  if (change.leaving !== null && admins.includes(change.leaving) && admins.length <= 1) {
    throw new HttpError(409, LAST_ADMINISTRATOR_MESSAGE);
  }
}
