// One run of the briefing e-mails (the scheduled function `briefings-send`, or `npm run briefings:send`):
// queue what has been published, put right what a stopped run left (expired leases), then claim and send
// until the work or the time runs out. A run has a deadline (its budget, 25 s: Netlify stops a scheduled
// function at 30): it claims only as many messages as the time left can send at the rate it has measured,
// starts no message the time left cannot cover at its slowest so far, gives back what it claimed and did
// not begin, and at the deadline drops its connections (what was in flight ends by its stage). Each message
// is marked being sent just before its SMTP transaction and its outcome written as soon as it is known
// (ledger.ts), so at most one message per connection is ever in doubt.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { BriefingEntry } from '../../../src/schemas/briefings.ts';
import { audit } from '../audit/trail.ts';
import { now } from '../clock.ts';
import { logEvent } from '../log.ts';
import { outcomeOf, type BulkConnection, type BulkMailer, type BulkOutcome } from '../mail/bulk.ts';
import { secret } from '../secrets.ts';
import { siteOrigin } from '../site-address.ts';
import { DeliveryLedger, type Finished, type Outcome } from './ledger.ts';
import { briefingMessage } from './message.ts';
import {
  claimDeliveries,
  countUnsent,
  expireLeases,
  queueEntries,
  releaseClaims,
  type ClaimedDelivery,
} from './queue.ts';
import { briefingSettings, retryAfterMs, type BriefingSettings } from './settings.ts';

/** The most a run claims at once. */
export const BATCH_SIZE = 500;
/** SMTP connections a run keeps open, each sending one message at a time. */
export const SMTP_CONNECTIONS = 5;
/** Kept back at the end of a run: giving back claims, counting what is left, the audit row. */
export const CLOSING_MS = 1_500;
/** The first claim, before the run has measured its rate: this many messages per connection. */
const FIRST_CLAIM_PER_CONNECTION = 2;

export interface RunOptions {
  entries: readonly BriefingEntry[];
  mailer: BulkMailer;
  /** When the run must be over (ms since the epoch): by default its start plus the budget. */
  deadline?: number;
  settings?: BriefingSettings;
  batchSize?: number;
  connections?: number;
}

export interface RunReport {
  queuedEntries: number;
  /** Claims of stopped runs given back to waiting, and their messages being sent turned unknown. */
  expiredToWaiting: number;
  expiredToUnknown: number;
  batches: number;
  sent: number;
  /** Refused for now: waiting for another try. */
  retrying: number;
  refused: number;
  unknown: number;
  /** Not sent: cancelled (unsubscribed, not verified, entry gone), or no longer this run's. */
  cancelled: number;
  /** Claimed and given back unsent when time ran short. */
  released: number;
  /** Messages still to send when the run ended (due now or later). */
  remaining: number;
  stopped: 'done' | 'time' | 'unreachable';
  ms: number;
}

interface Sending {
  ledger: DeliveryLedger;
  mailer: BulkMailer;
  entries: ReadonlyMap<string, BriefingEntry>;
  settings: BriefingSettings;
  origin: string;
  report: RunReport;
  /** True while there is time to begin another message. */
  mayStart: () => boolean;
  /** The slowest message so far, in ms. */
  slowest: number;
}

/** A message's outcome as the retry schedule decides it, counted and (when it failed for good) logged. */
function decide(run: Sending, delivery: ClaimedDelivery, outcome: BulkOutcome, tries: number): Finished {
  let decided: Outcome;
  if (outcome.status === 'sent') decided = { status: 'sent', error: null };
  else if (outcome.status === 'unknown') decided = { status: 'unknown', error: outcome.error };
  else {
    const wait = outcome.temporary ? retryAfterMs(tries, run.settings.retryWaitMs) : null;
    decided =
      wait === null
        ? { status: 'refused', error: outcome.temporary ? `refused ${tries} times: ${outcome.error}` : outcome.error }
        : { status: 'waiting', error: outcome.error, nextAttemptAt: new Date(now().getTime() + wait) };
  }
  const key = decided.status === 'waiting' ? 'retrying' : decided.status;
  run.report[key as 'sent' | 'retrying' | 'refused' | 'unknown' | 'cancelled'] += 1;
  if (decided.status === 'refused' || decided.status === 'unknown') {
    logEvent('briefings.delivery_failed', { id: delivery.id, status: decided.status, error: decided.error });
  }
  return { id: delivery.id, outcome: decided };
}

/**
 * Sends a claimed batch over up to `connections` connections, each sender one message at a time: the
 * previous message's outcome is written with the next one's mark. False when no connection could be opened.
 */
async function sendBatch(run: Sending, batch: ClaimedDelivery[], connections: number): Promise<boolean> {
  const queue = [...batch];
  let connected = false;
  const sender = async () => {
    let connection: BulkConnection | undefined;
    let previous: Finished | null = null;
    try {
      while (queue.length && run.mayStart()) {
        const delivery = queue.shift()!;
        const entry = run.entries.get(delivery.entrySlug);
        if (!entry) {
          run.report.cancelled += 1;
          await run.ledger.advance(previous, null);
          previous = { id: delivery.id, outcome: { status: 'cancelled', error: 'the entry is no longer built' } };
          continue;
        }
        if (!connection) {
          try {
            connection = await run.mailer.connect();
            connected = true;
          } catch (error) {
            // The server does not have it: refused for now. This sender stops; the others go on if they can.
            const refused = decide(run, delivery, outcomeOf(error, false), delivery.attempts + 1);
            await run.ledger.advance(previous, null);
            previous = { id: refused.id, outcome: { ...refused.outcome, counted: true } };
            return;
          }
        }
        const recipient = await run.ledger.advance(previous, delivery.id);
        previous = null;
        if (!recipient) {
          run.report.cancelled += 1;
          continue;
        }
        const message = briefingMessage({ ...recipient, userId: delivery.userId }, entry, run.origin);
        const started = Date.now();
        const outcome = await connection.send(message.envelope, message.raw);
        run.slowest = Math.max(run.slowest, Date.now() - started);
        // After any failure the session's state is unclear: the next message gets a fresh connection.
        if (outcome.status !== 'sent') {
          connection.close();
          connection = undefined;
        }
        previous = decide(run, delivery, outcome, recipient.attempts);
      }
    } finally {
      connection?.close();
      if (previous) await run.ledger.advance(previous, null);
    }
  };
  await Promise.all(Array.from({ length: Math.min(connections, batch.length) }, sender));
  return connected;
}

export async function runBriefings(db: Kysely<Database>, options: RunOptions): Promise<RunReport> {
  const started = Date.now();
  const settings = options.settings ?? briefingSettings();
  const deadline = options.deadline ?? started + settings.budgetMs;
  const connections = options.connections ?? SMTP_CONNECTIONS;
  // Every message carries a link signed with the site's secret: without it, the run stops before it claims.
  secret('SESSION_SECRET');
  const report: RunReport = {
    queuedEntries: 0,
    expiredToWaiting: 0,
    expiredToUnknown: 0,
    batches: 0,
    sent: 0,
    retrying: 0,
    refused: 0,
    unknown: 0,
    cancelled: 0,
    released: 0,
    remaining: 0,
    stopped: 'done',
    ms: 0,
  };
  report.queuedEntries = await queueEntries(db, options.entries, now());
  const expired = await expireLeases(db, now());
  report.expiredToWaiting = expired.returned;
  report.expiredToUnknown = expired.unknown;

  const token = randomUUID();
  const closeBy = deadline - CLOSING_MS;
  const run: Sending = {
    ledger: new DeliveryLedger(db, token),
    mailer: options.mailer,
    entries: new Map(options.entries.map((entry) => [entry.slug, entry])),
    settings,
    origin: siteOrigin(),
    report,
    mayStart: () => Date.now() + 1.5 * run.slowest < closeBy,
    slowest: 0,
  };
  // Past its deadline nothing of the run may still be talking to the mail server.
  const hardStop = setTimeout(() => options.mailer.abort(), Math.max(0, closeBy - Date.now()));
  const pace = { messages: 0, ms: 0 };
  try {
    for (;;) {
      const left = closeBy - Date.now() - 1.5 * run.slowest;
      // As many as the time left can send at the rate measured so far; a small first claim to measure it.
      const size = pace.messages
        ? Math.min(options.batchSize ?? BATCH_SIZE, Math.floor((pace.messages / Math.max(pace.ms, 1)) * left))
        : connections * FIRST_CLAIM_PER_CONNECTION;
      if (left <= 0 || size < 1) {
        report.stopped = 'time';
        break;
      }
      const lease = { token, until: new Date(now().getTime() + settings.leaseMs) };
      const batch = await claimDeliveries(db, lease, size, now());
      if (batch.length === 0) break;
      report.batches += 1;
      const batchStarted = Date.now();
      const before = report.sent + report.retrying + report.refused + report.unknown + report.cancelled;
      const connected = await sendBatch(run, batch, connections);
      pace.ms += Date.now() - batchStarted;
      pace.messages += report.sent + report.retrying + report.refused + report.unknown + report.cancelled - before;
      if (!connected) {
        report.stopped = 'unreachable';
        break;
      }
      if (!run.mayStart()) {
        report.stopped = 'time';
        break;
      }
    }
  } finally {
    clearTimeout(hardStop);
    report.released = await releaseClaims(db, token);
  }
  report.remaining = await countUnsent(db);
  report.ms = Date.now() - started;
  const { ms: _ms, ...counts } = report;
  await audit(db, { action: 'briefings.run', details: counts });
  return report;
}
