// The administrators' Briefings panel: how many members get briefings by e-mail, and for each queued entry
// (newest first) its deliveries by state and the members who unsubscribed since it was queued.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { BriefingsPanel } from '../../../src/schemas/briefings.ts';

/** Entries the panel shows. */
export const PANEL_ENTRIES = 20;

export async function briefingsPanel(db: Kysely<Database>): Promise<BriefingsPanel> {
  const [subscribers, entries] = await Promise.all([
    db
      .selectFrom('briefingSubscriptions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    sql<{
      slug: string;
      title: string;
      queuedAt: Date;
      queued: string;
      sent: string;
      failed: string;
      unsubscribes: string;
    }>`
      select e.slug, e.title, e.queued_at as "queuedAt",
        count(d.id) filter (where d.status in ('queued', 'sending')) as queued,
        count(d.id) filter (where d.status = 'sent') as sent,
        count(d.id) filter (where d.status = 'failed') as failed,
        (select count(*) from briefing_consents c where not c.subscribed and c.recorded_at >= e.queued_at) as unsubscribes
      from briefing_entries e left join briefing_deliveries d on d.entry_slug = e.slug
      group by e.slug order by e.queued_at desc, e.slug limit ${PANEL_ENTRIES}`.execute(db),
  ]);
  return {
    subscribers: Number(subscribers.count),
    entries: entries.rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      queuedAt: row.queuedAt.toISOString(),
      queued: Number(row.queued),
      sent: Number(row.sent),
      failed: Number(row.failed),
      unsubscribesSince: Number(row.unsubscribes),
    })),
  };
}
