import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb } from '../client.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database.ts';

// createDb's CamelCasePlugin names the result column columnName.
const columns = async (db: Kysely<any>) =>
  (
    await sql<{
      columnName: string;
    }>`select column_name from information_schema.columns where table_name = 'consent_logs'`.execute(db)
  ).rows.map((row) => row.columnName);

/** Back to the migration before this one, whatever came after it. */
const beforeThisMigration = (db: Kysely<any>) => migrateTo(db, '2026_11_22_0001_initial');

const insertRecord = (db: Kysely<any>, recordId?: string) =>
  sql`insert into consent_logs (ip_address, action, consent_choices, consent_method${recordId ? sql`, record_id` : sql``})
      values ('203.0.113.0', 'grant', '{"essential":true}', 'accept_all'${recordId ? sql`, ${recordId}` : sql``})`.execute(
    db,
  );

describe('migration: consent record ids', () => {
  let database: TestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    database = await createTestDatabase('migration');
    db = createDb({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('gives existing and id-less rows a random id, refuses a second row with the same id; down removes the column', async () => {
    await beforeThisMigration(db);
    expect(await columns(db)).toContain('consent_method');
    expect(await columns(db)).not.toContain('record_id');
    await insertRecord(db);
    await insertRecord(db);

    await migrateToLatest(db);
    expect(await columns(db)).toContain('record_id');
    // createDb's CamelCasePlugin names the column recordId.
    const ids = async () =>
      (
        await sql<{ recordId: string }>`select record_id from consent_logs order by created_at, id`.execute(db)
      ).rows.map((row) => row.recordId);
    const existing = await ids();
    expect(existing).toHaveLength(2);
    for (const id of existing) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(existing).size).toBe(2);

    await insertRecord(db, 'browser-made-id-1');
    await expect(insertRecord(db, 'browser-made-id-1')).rejects.toMatchObject({ code: '23505' });
    await insertRecord(db);
    expect(new Set(await ids()).size).toBe(4);

    await beforeThisMigration(db);
    expect(await columns(db)).not.toContain('record_id');
    await migrateToLatest(db);
  });
});
