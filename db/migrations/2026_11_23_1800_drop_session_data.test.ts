import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { migrateTo, migrateToLatest } from '../migrate.ts';
import { withOwnDatabase } from '../../tests/helpers/own-database.ts';

const columns = async (db: Kysely<any>) =>
  (
    await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'sessions'`.execute(db)
  ).rows.map((row) => row.column_name);

describe('migration: drop session data', () => {
  it('removes sess; down puts it back, required, filled from the user id and start of each session', () =>
    withOwnDatabase('migration', async (db) => {
      expect(await columns(db)).not.toContain('sess');
      const { rows } = await sql<{ id: string }>`insert into users (email, password_hash, first_name, last_name)
        values ('sess@example.com', 'x', 'Ada', 'Lovelace') returning id`.execute(db);
      const userId = rows[0]!.id;
      await sql`insert into sessions (sid, expire, user_id, created_at)
        values ('sid-1', now() + interval '1 hour', ${userId}, '2026-11-23T10:00:00.123Z')`.execute(db);

      // Back to the migration before this one, whatever came after it.
      await migrateTo(db, '2026_11_23_1700_admin_security');
      const { rows: sessions } = await sql<{ sess: unknown }>`select sess from sessions`.execute(db);
      expect(sessions).toEqual([{ sess: { userId, createdAt: '2026-11-23T10:00:00.123Z' } }]);
      await expect(
        sql`insert into sessions (sid, expire, user_id) values ('sid-2', now(), ${userId})`.execute(db),
      ).rejects.toMatchObject({ code: '23502' });

      await migrateToLatest(db);
      expect(await columns(db)).not.toContain('sess');
    }));
});
