// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_ACCEPTED, ONLY_ESSENTIAL } from '../schemas/consent-choices.ts';
import { CONSENT_PENDING_KEY } from '../schemas/storage.ts';
import { consentLogBody } from './consent.ts';
import {
  PENDING_MAX,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  keepConsentRecord,
  pendingConsentRecords,
  retryDelay,
  sendConsentRecords,
} from './consent-log.ts';

type Answer = number | 'offline';

/** A fetch that answers each call with the next status (or a network failure) and records the bodies. */
function serverAnswering(...answers: Answer[]) {
  const bodies: { recordId: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      const answer = answers.shift() ?? 201;
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      const body = answer < 300 ? { correlationId: 'c' } : { code: 'bad_request', message: 'No' };
      return Response.json(body, { status: answer });
    }),
  );
  return bodies;
}

const ids = () => pendingConsentRecords().map((record) => record.body.recordId);

describe('consent records on their way to the server', () => {
  let clock = 1_900_000_000_000;
  const now = () => clock;
  beforeEach(() => {
    localStorage.clear();
    clock = 1_900_000_000_000;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(console.warn).mockRestore();
  });

  it('gives every record its own id, so a record sent twice is recognised', () => {
    const a = consentLogBody(ALL_ACCEPTED, null, 'accept_all');
    const b = consentLogBody(ALL_ACCEPTED, null, 'accept_all');
    expect(a.recordId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(b.recordId).not.toBe(a.recordId);
  });

  it('forgets a record once the server accepts it (201, or 200 for one it had already stored)', async () => {
    const bodies = serverAnswering(201, 200);
    keepConsentRecord(consentLogBody(ALL_ACCEPTED, null, 'accept_all'), clock);
    keepConsentRecord(consentLogBody(ONLY_ESSENTIAL, ALL_ACCEPTED, 'reject_all'), clock);
    const kept = ids();
    await sendConsentRecords({ now });
    expect(bodies.map((body) => body.recordId)).toEqual(kept);
    expect(ids()).toEqual([]);
  });

  it.each([['offline' as const], [429], [503], [500], [408]])(
    'keeps the record after %s and sends it again only once its pause is over',
    async (failure) => {
      const bodies = serverAnswering(failure, 201);
      const body = consentLogBody(ALL_ACCEPTED, null, 'accept_all');
      keepConsentRecord(body, clock);
      await sendConsentRecords({ now });
      expect(ids()).toEqual([body.recordId]);
      expect(pendingConsentRecords()[0]).toMatchObject({ attempts: 1, notBefore: clock + RETRY_BASE_MS });

      clock += RETRY_BASE_MS - 1; // a page view during the pause sends nothing
      await sendConsentRecords({ now });
      expect(bodies).toHaveLength(1);

      clock += 1;
      await sendConsentRecords({ now });
      expect(bodies.map((b) => b.recordId)).toEqual([body.recordId, body.recordId]);
      expect(ids()).toEqual([]);
    },
  );

  it('pauses longer after each failure, up to an hour', async () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([1, 2, 4, 8].map((n) => n * RETRY_BASE_MS));
    expect(retryDelay(30)).toBe(RETRY_MAX_MS);
    serverAnswering(503, 503, 503);
    keepConsentRecord(consentLogBody(ALL_ACCEPTED, null, 'accept_all'), clock);
    for (let attempt = 1; attempt <= 3; attempt++) {
      clock = pendingConsentRecords()[0]!.notBefore;
      await sendConsentRecords({ now });
      expect(pendingConsentRecords()[0]).toMatchObject({ attempts: attempt, notBefore: clock + retryDelay(attempt) });
    }
  });

  it('sends in order and stops at the first failure, keeping the newer records too', async () => {
    const bodies = serverAnswering(503);
    keepConsentRecord(consentLogBody(ALL_ACCEPTED, null, 'accept_all'), clock);
    keepConsentRecord(consentLogBody(ONLY_ESSENTIAL, ALL_ACCEPTED, 'reject_all'), clock);
    const kept = ids();
    await sendConsentRecords({ now });
    expect(bodies).toHaveLength(1);
    expect(ids()).toEqual(kept);
  });

  it('sends everything at once, pauses or not, when the visitor has just chosen', async () => {
    const bodies = serverAnswering(503, 201, 201);
    keepConsentRecord(consentLogBody(ALL_ACCEPTED, null, 'accept_all'), clock);
    await sendConsentRecords({ now });
    keepConsentRecord(consentLogBody(ONLY_ESSENTIAL, ALL_ACCEPTED, 'reject_all'), clock);
    await sendConsentRecords({ force: true, now });
    expect(bodies).toHaveLength(3);
    expect(ids()).toEqual([]);
  });

  it('drops a record the server refuses as wrong (400), and goes on with the next', async () => {
    const bodies = serverAnswering(400, 201);
    keepConsentRecord(consentLogBody(ALL_ACCEPTED, null, 'accept_all'), clock);
    keepConsentRecord(consentLogBody(ONLY_ESSENTIAL, ALL_ACCEPTED, 'reject_all'), clock);
    await sendConsentRecords({ now });
    expect(bodies).toHaveLength(2);
    expect(ids()).toEqual([]);
  });

  it(`keeps at most the ${PENDING_MAX} newest records, and ignores storage it cannot read`, () => {
    const bodies = Array.from({ length: PENDING_MAX + 3 }, () => consentLogBody(ALL_ACCEPTED, null, 'accept_all'));
    for (const body of bodies) keepConsentRecord(body, clock);
    expect(ids()).toEqual(bodies.slice(3).map((body) => body.recordId));
    localStorage.setItem(CONSENT_PENDING_KEY, '{not json');
    expect(pendingConsentRecords()).toEqual([]);
    localStorage.setItem(CONSENT_PENDING_KEY, JSON.stringify([{ body: {} }, 42]));
    expect(pendingConsentRecords()).toEqual([]);
  });
});
