// Consent records on their way to the server (POST /api/consent/log). A record is kept in local storage
// from the moment of the choice until the server accepts it, so a call that fails (offline, 429, 503)
// loses nothing: later page views send it again, with longer pauses after each failure. Each record
// carries an id made here, so the server stores a record it receives twice only once.
import { ApiError, api } from './api.ts';
import * as endpoints from '../schemas/api-routes/every-page.ts';
import type { ConsentLogRequest } from '../schemas/consent-choices.ts';
import { CONSENT_PENDING_KEY } from '../schemas/storage.ts';

export interface PendingConsentRecord {
  body: ConsentLogRequest;
  /** Failed attempts so far. */
  attempts: number;
  /** Not to be sent again before this time (ms since the epoch), unless the visitor chooses again. */
  notBefore: number;
}

/** The pause after the first failure; it doubles with each further failure, up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 10_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** Far more choices than anyone makes while the server cannot be reached; keeps storage bounded. */
export const PENDING_MAX = 20;

export function retryDelay(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_MS);
}

function isPendingRecord(value: unknown): value is PendingConsentRecord {
  const record = value as PendingConsentRecord | null;
  return (
    typeof record?.body?.recordId === 'string' &&
    typeof record.attempts === 'number' &&
    typeof record.notBefore === 'number'
  );
}

/** The kept records, oldest first; none when storage is unavailable or holds something else. */
export function pendingConsentRecords(): PendingConsentRecord[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CONSENT_PENDING_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPendingRecord) : [];
  } catch {
    return [];
  }
}

function savePending(records: PendingConsentRecord[]): void {
  try {
    if (records.length) localStorage.setItem(CONSENT_PENDING_KEY, JSON.stringify(records.slice(-PENDING_MAX)));
    else localStorage.removeItem(CONSENT_PENDING_KEY);
  } catch {
    // Without storage the record lives only as long as this page's attempt.
  }
}

/** Re-reads storage (another tab may have changed it) and replaces or removes one record. */
function updatePending(recordId: string, next: PendingConsentRecord | null): void {
  savePending(pendingConsentRecords().flatMap((record) => (record.body.recordId === recordId ? (next ?? []) : record)));
}

/** Keeps a new record until the server accepts it. */
export function keepConsentRecord(body: ConsentLogRequest, now: number = Date.now()): void {
  savePending([...pendingConsentRecords(), { body, attempts: 0, notBefore: now }]);
}

/** A refusal that sending again cannot change (the body itself is wrong): any 4xx but 408 and 429. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);
}

async function sendDue(force: boolean, now: () => number, asked: Set<string>): Promise<void> {
  for (const record of pendingConsentRecords()) {
    // Newer records than the run was asked for are the next run's (they come last, in order).
    if (!asked.has(record.body.recordId)) return;
    // In order: a record waiting out its pause holds back the newer ones.
    if (!force && record.notBefore > now()) return;
    try {
      await api(endpoints.consentLog, 'POST', { body: record.body });
      updatePending(record.body.recordId, null);
    } catch (error) {
      if (isFinal(error)) {
        updatePending(record.body.recordId, null);
        console.warn('Our server refused to record this cookie choice; it stays saved in this browser.', error);
        continue;
      }
      const attempts = record.attempts + 1;
      updatePending(record.body.recordId, { ...record, attempts, notBefore: now() + retryDelay(attempts) });
      console.warn('Your cookie choice is saved in this browser; recording it on our server will be retried.', error);
      return;
    }
  }
}

let running: Promise<void> = Promise.resolve();

/**
 * Sends the kept records, oldest first, stopping at the first failure. Without `force` only records
 * whose pause is over go; `force` (the visitor has just chosen) sends them all. One run at a time per
 * page. Never throws: the visitor never waits for, or hears about, the server.
 */
export function sendConsentRecords(options: { force?: boolean; now?: () => number } = {}): Promise<void> {
  // The records kept when asked: a choice made while this run waits its turn is sent by the run the
  // choice itself starts, so it is never sent twice in a row.
  const asked = new Set(pendingConsentRecords().map((record) => record.body.recordId));
  running = running.then(() => sendDue(options.force ?? false, options.now ?? Date.now, asked));
  return running;
}
