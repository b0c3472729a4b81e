// contact_submissions: insert, the administrators' newest-first list, and the handled flag.
import { sql, type Kysely } from 'kysely';
import type { ContactSubmission, Database, NewContactSubmission } from '../../../db/rows.ts';
import type { Enquiry, EnquiryPage } from '../../../src/schemas/contact-replies.ts';
import { now as currentTime } from '../clock.ts';

export async function insertEnquiry(db: Kysely<Database>, enquiry: NewContactSubmission): Promise<{ id: string }> {
  return db.insertInto('contactSubmissions').values(enquiry).returning('id').executeTakeFirstOrThrow();
}

export function toEnquiry(row: ContactSubmission): Enquiry {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    serviceInterest: row.serviceInterest,
    message: row.message,
    handledAt: row.handledAt ? new Date(row.handledAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listEnquiries(
  db: Kysely<Database>,
  options: { limit: number; before?: string | undefined },
): Promise<EnquiryPage> {
  let query = db
    .selectFrom('contactSubmissions')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1);
  // Keyset pagination on (created_at, id), read from the row itself so no precision is lost.
  if (options.before) {
    query = query.where(
      sql<boolean>`(created_at, id) < (select c.created_at, c.id from contact_submissions c where c.id = ${options.before})`,
    );
  }
  const [rows, counts] = await Promise.all([
    query.execute(),
    db
      .selectFrom('contactSubmissions')
      .select((eb) => eb.fn.countAll<string>().as('open'))
      .where('handledAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const enquiries = rows.slice(0, options.limit).map(toEnquiry);
  const last = enquiries.at(-1);
  return {
    enquiries,
    nextCursor: rows.length > options.limit && last ? last.id : null,
    openCount: Number(counts.open),
  };
}

/** Marks an enquiry handled (keeping the first time it was) or open again; null when it does not exist. */
export async function setEnquiryHandled(
  db: Kysely<Database>,
  id: string,
  handled: boolean,
  now: Date = currentTime(),
): Promise<Enquiry | null> {
  const row = await db
    .updateTable('contactSubmissions')
    .set({ handledAt: handled ? sql<Date>`coalesce(handled_at, ${now})` : null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toEnquiry(row) : null;
}
