// brand_personas: one draft per member (submitted_at null) and each submitted version. Every write is a
// single statement or runs under the draft's row lock, so concurrent requests never lose or mix answers.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BrandPersonaRow, Database } from '../../../db/rows.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function findDraft(db: Db, userId: string): Promise<BrandPersonaRow | undefined> {
  return db
    .selectFrom('brandPersonas')
    .selectAll()
    .where('userId', '=', userId)
    .where('submittedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * Stores one step's answers in the member's draft, creating it if needed. The step's answers replace that
 * step only (jsonb `||`), in the same statement as the upsert: of two saves at once, the later one wins
 * and neither erases the other's steps.
 */
export async function upsertDraftStep(
  db: Db,
  userId: string,
  save: { step: string; answers: unknown; resumeStep: number; at: Date },
): Promise<BrandPersonaRow> {
  const patch = JSON.stringify({ [save.step]: save.answers });
  return db
    .insertInto('brandPersonas')
    .values({ userId, answers: patch, step: save.resumeStep, createdAt: save.at, updatedAt: save.at })
    .onConflict((oc) =>
      oc
        .column('userId')
        .where('submittedAt', 'is', null)
        .doUpdateSet({
          answers: sql`brand_personas.answers || excluded.answers`,
          step: sql`excluded.step`,
          revision: sql`brand_personas.revision + 1`,
          updatedAt: sql`excluded.updated_at`,
        }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The draft, locked until the transaction ends (submission reads, validates, then converts it). */
export async function lockDraft(trx: Transaction<Database>, userId: string): Promise<BrandPersonaRow | undefined> {
  return trx
    .selectFrom('brandPersonas')
    .selectAll()
    .where('userId', '=', userId)
    .where('submittedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Turns the locked draft into the member's next version, with the validated answers. */
export async function convertDraftToVersion(
  trx: Transaction<Database>,
  draftId: string,
  userId: string,
  answers: unknown,
  at: Date,
): Promise<BrandPersonaRow> {
  return trx
    .updateTable('brandPersonas')
    .set({
      answers: JSON.stringify(answers),
      step: 6,
      submittedAt: at,
      updatedAt: at,
      version: sql<number>`(select coalesce(max(v.version), 0) + 1 from brand_personas v where v.user_id = ${userId})`,
    })
    .where('id', '=', draftId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listVersions(
  db: Db,
  userId: string,
): Promise<Pick<BrandPersonaRow, 'version' | 'submittedAt'>[]> {
  return db
    .selectFrom('brandPersonas')
    .select(['version', 'submittedAt'])
    .where('userId', '=', userId)
    .where('submittedAt', 'is not', null)
    .orderBy('version', 'desc')
    .execute();
}

export async function findVersion(db: Db, userId: string, version: number): Promise<BrandPersonaRow | undefined> {
  return db
    .selectFrom('brandPersonas')
    .selectAll()
    .where('userId', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/**
 * Makes a copy of a version's answers the member's draft (replacing any draft), to resume at step 1.
 * One statement: undefined when the member has no such version, and nothing is written.
 */
export async function copyVersionToDraft(
  db: Db,
  userId: string,
  version: number,
  at: Date,
): Promise<BrandPersonaRow | undefined> {
  return db
    .insertInto('brandPersonas')
    .columns(['userId', 'answers', 'step', 'createdAt', 'updatedAt'])
    .expression((eb) =>
      eb
        .selectFrom('brandPersonas')
        .select([
          'userId',
          'answers',
          sql<number>`1`.as('step'),
          sql<Date>`${at}::timestamptz`.as('createdAt'),
          sql<Date>`${at}::timestamptz`.as('updatedAt'),
        ])
        .where('userId', '=', userId)
        .where('version', '=', version),
    )
    .onConflict((oc) =>
      oc
        .column('userId')
        .where('submittedAt', 'is', null)
        .doUpdateSet({
          answers: sql`excluded.answers`,
          step: sql`excluded.step`,
          revision: sql`brand_personas.revision + 1`,
          updatedAt: sql`excluded.updated_at`,
        }),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The member's draft if there is one, else their latest version: what the dashboard card reports. */
export async function findLatest(
  db: Db,
  userId: string,
): Promise<Pick<BrandPersonaRow, 'step' | 'submittedAt'> | undefined> {
  return db
    .selectFrom('brandPersonas')
    .select(['step', 'submittedAt'])
    .where('userId', '=', userId)
    .orderBy(sql`submitted_at is null`, 'desc')
    .orderBy('submittedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}
