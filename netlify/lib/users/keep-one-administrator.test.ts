import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/rows.ts';
import { makeUser } from '../../../tests/helpers/accounts.ts';
import { withOwnDatabase } from '../../../tests/helpers/own-database.ts';
import { LAST_ADMINISTRATOR_MESSAGE } from '../../../src/schemas/administrators.ts';
import { HttpError } from '../http.ts';
import { keepOneAdministrator, type AdministratorChange } from './keep-one-administrator.ts';

/** The guard's answer inside a transaction: 'ok', or the refusal's status and message. */
async function attempt(db: Kysely<Database>, change: AdministratorChange) {
  try {
    await db.transaction().execute((trx) => keepOneAdministrator(trx, change));
    return 'ok';
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, message: error.message };
  }
}

describe('keepOneAdministrator', () => {
  it('refuses (409, one message) only the change that would leave no administrator', async () => {
    await withOwnDatabase('keep_one_admin', async (db) => {
      const only = await makeUser({ role: 'admin', twoFactor: false });
      const member = await makeUser();
      expect(await attempt(db, { leaving: only.user.id })).toEqual({
        status: 409,
        message: LAST_ADMINISTRATOR_MESSAGE,
      });
      expect(await attempt(db, { leaving: member.user.id })).toBe('ok');
      expect(await attempt(db, { leaving: null, actor: only.user.id })).toBe('ok');
      const second = await makeUser({ role: 'admin', twoFactor: false });
      expect(await attempt(db, { leaving: only.user.id, actor: second.user.id })).toBe('ok');
    });
  });

  it('answers 403 when the acting administrator no longer is one, before anything else', async () => {
    await withOwnDatabase('keep_one_admin_actor', async (db) => {
      const only = await makeUser({ role: 'admin', twoFactor: false });
      const member = await makeUser();
      expect(await attempt(db, { leaving: only.user.id, actor: member.user.id })).toEqual({
        status: 403,
        message: 'Forbidden',
      });
    });
  });
});
