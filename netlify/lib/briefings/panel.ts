// The administrators' Briefings panel: how many members get briefings by e-mail (and how many wait to
// confirm their address), and for each queued entry (newest first) its messages by state and the members
// who unsubscribed since it was queued.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { BriefingsPanel } from '../../../src/schemas/briefings.ts';

/** Entries the panel shows. */
export const PANEL_ENTRIES = 20;

const STATE_COUNTS = ['waiting', 'sending', 'sent', 'refused', 'unknown', 'cancelled'] as const;

export async function briefingsPanel(db: Kysely<Database>): Promise<BriefingsPanel> {
  const [subscribers, entries] = await Promise.all([
    sql<{ verified: string; unverified: string }>`
      select count(*) filter (where u.is_verified) as verified, count(*) filter (where not u.is_verified) as unverified
      from briefing_subscriptions s join users u on u.id = s.user_id`.execute(db),
    sql<
      { slug: string; title: string; queuedAt: Date; unsubscribes: string } & Record<
        (typeof STATE_COUNTS)[number],
        string
      >
    >`
      select e.slug, e.title, e.queued_at as "queuedAt",
        count(d.id) filter (where d.status in ('waiting', 'claimed')) as waiting,
        count(d.id) filter (where d.status = 'being_sent') as sending,
        count(d.id) filter (where d.status = 'sent') as sent,
        count(d.id) filter (where d.status = 'refused') as refused,
        count(d.id) filter (where d.status = 'unknown') as unknown,
        count(d.id) filter (where d.status = 'cancelled') as cancelled,
        (select count(*) from briefing_consents c where not c.subscribed and c.recorded_at >= e.queued_at) as unsubscribes
      from briefing_entries e left join briefing_deliveries d on d.entry_slug = e.slug
      group by e.slug order by e.queued_at desc, e.slug limit ${PANEL_ENTRIES}`.execute(db),
  ]);
  const counts = subscribers.rows[0];
  return {
    subscribers: Number(counts?.verified ?? 0),
    awaitingVerification: Number(counts?.unverified ?? 0),
    entries: entries.rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      queuedAt: row.queuedAt.toISOString(),
      ...(Object.fromEntries(STATE_COUNTS.map((state) => [state, Number(row[state])])) as Record<
        (typeof STATE_COUNTS)[number],
        number
      >),
      unsubscribesSince: Number(row.unsubscribes),
    })),
  };
}
