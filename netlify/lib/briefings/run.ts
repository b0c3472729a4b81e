// One run of the briefing e-mails (the scheduled function `briefings-send`, or `npm run briefings:send`):
// queue what has been published, give up on rows a stopped run left half-sent, then send in batches until
// the work or the time runs out. Netlify stops a scheduled function after 30 seconds, so a run stops
// claiming batches well before its budget ends; what is left waits for the next run. Each batch does its
// database work on one connection at a time: claim (committed before any message is handed to SMTP),
// then, once every message of the batch has an outcome, mark.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { BRIEFINGS_CHOICE_WORDING, type BriefingEntry } from '../../../src/schemas/briefings.ts';
import { audit } from '../audit/trail.ts';
import { now } from '../clock.ts';
import { logEvent } from '../log.ts';
import type { BulkMailer, BulkOutcome } from '../mail/bulk.ts';
import { briefingMail } from '../mail/messages.ts';
import { siteOrigin } from '../site-address.ts';
import { abandonStale, claimBatch, markBatch, queueEntries, type BatchResult, type ClaimedDelivery } from './queue.ts';
import { unsubscribeToken } from './token.ts';
import { briefingsUnsubscribe } from '../../../src/schemas/api-routes/insights.ts';

/** Of Netlify's 30 s for a scheduled function, what a run may spend sending (the rest is margin). */
export const RUN_BUDGET_MS = 22_000;
export const BATCH_SIZE = 500;
/** Messages in flight at once, over the pooled SMTP connections. */
export const SMTP_CONCURRENCY = 10;

export interface RunOptions {
  entries: readonly BriefingEntry[];
  mailer: BulkMailer;
  budgetMs?: number;
  batchSize?: number;
  concurrency?: number;
}

export interface RunReport {
  queuedEntries: number;
  abandoned: number;
  batches: number;
  sent: number;
  retrying: number;
  failed: number;
  /** Deliveries still queued when the run ended (due now or later). */
  remaining: number;
  ms: number;
}

function messageFor(delivery: ClaimedDelivery, entry: BriefingEntry, origin: string) {
  const article = `/insights/${entry.slug}`;
  const membersOnly = entry.audience === 'members';
  const url = new URL(membersOnly ? `/auth?next=${encodeURIComponent(article)}` : article, origin).href;
  const unsubscribeUrl = `${origin}${briefingsUnsubscribe}?token=${unsubscribeToken(delivery.userId)}`;
  const mail = briefingMail({
    firstName: delivery.firstName.trim() || 'member',
    title: entry.title,
    summary: entry.summary,
    membersOnly,
    url,
    unsubscribeUrl,
    wording: BRIEFINGS_CHOICE_WORDING,
  });
  return {
    to: delivery.email,
    ...mail,
    // RFC 8058 one-click unsubscribe, as the large mailbox providers require of bulk senders.
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Sends each delivery, `concurrency` at a time; the outcome of each, in order. */
async function sendAll(
  deliveries: readonly ClaimedDelivery[],
  entries: ReadonlyMap<string, BriefingEntry>,
  mailer: BulkMailer,
  concurrency: number,
): Promise<BulkOutcome[]> {
  const origin = siteOrigin();
  const outcomes: BulkOutcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < deliveries.length) {
      const index = next++;
      const delivery = deliveries[index]!;
      const entry = entries.get(delivery.entrySlug);
      outcomes[index] = entry
        ? await mailer.send(messageFor(delivery, entry, origin))
        : { status: 'rejected', error: 'the entry is no longer built' };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, deliveries.length) }, worker));
  return outcomes;
}

/**
 * Sends a batch and sorts the outcomes. A message the server refused for now (a 4xx: busy, greylisting) is
 * tried once more at the end of the batch, since the server does not have it; what is refused again waits
 * for a later run.
 */
async function sendBatch(
  batch: ClaimedDelivery[],
  entries: ReadonlyMap<string, BriefingEntry>,
  mailer: BulkMailer,
  concurrency: number,
): Promise<BatchResult> {
  const result: BatchResult = { sent: [], refused: [], failed: [] };
  const first = await sendAll(batch, entries, mailer, concurrency);
  const again = batch.filter((_, index) => first[index]!.status === 'refused');
  const second = await sendAll(again, entries, mailer, concurrency);
  const final = new Map(batch.map((delivery, index) => [delivery, first[index]!]));
  again.forEach((delivery, index) => final.set(delivery, second[index]!));
  for (const [delivery, outcome] of final) {
    if (outcome.status === 'sent') result.sent.push(delivery.id);
    else if (outcome.status === 'refused')
      result.refused.push({ id: delivery.id, attempts: delivery.attempts, error: outcome.error });
    else result.failed.push({ id: delivery.id, error: `${outcome.status}: ${outcome.error}` });
  }
  return result;
}

export async function runBriefings(db: Kysely<Database>, options: RunOptions): Promise<RunReport> {
  const started = Date.now();
  const budget = options.budgetMs ?? RUN_BUDGET_MS;
  const size = options.batchSize ?? BATCH_SIZE;
  const entries = new Map(options.entries.map((entry) => [entry.slug, entry]));
  const report: RunReport = {
    queuedEntries: 0,
    abandoned: 0,
    batches: 0,
    sent: 0,
    retrying: 0,
    failed: 0,
    remaining: 0,
    ms: 0,
  };
  report.queuedEntries = await queueEntries(db, options.entries, now());
  report.abandoned = await abandonStale(db, now());
  let slowest = 0;
  // Another batch only while there is time for one half as slow again as the slowest so far.
  while (Date.now() - started + 1.5 * slowest < budget) {
    const batchStarted = Date.now();
    const batch = await claimBatch(db, size, now());
    if (batch.length === 0) break;
    const result = await sendBatch(batch, entries, options.mailer, options.concurrency ?? SMTP_CONCURRENCY);
    const failed = await markBatch(db, result, now());
    report.batches += 1;
    report.sent += result.sent.length;
    report.failed += failed.length;
    report.retrying += result.refused.length + result.failed.length - failed.length;
    for (const row of failed) logEvent('briefings.delivery_failed', row);
    slowest = Math.max(slowest, Date.now() - batchStarted);
  }
  const left = await db
    .selectFrom('briefingDeliveries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', 'queued')
    .executeTakeFirstOrThrow();
  report.remaining = Number(left.count);
  report.ms = Date.now() - started;
  const { ms: _ms, ...counts } = report;
  await audit(db, { action: 'briefings.run', details: counts });
  return report;
}
