import { describe, expect, it } from 'vitest';
import { briefingSettings, DEFAULT_BRIEFING_SETTINGS, MAX_TRIES, retryAfterMs } from './settings.ts';

describe('briefing settings', () => {
  it('has production defaults, and takes positive numbers from the environment only', () => {
    expect(briefingSettings({})).toEqual({ budgetMs: 25_000, leaseMs: 120_000, retryWaitMs: 600_000 });
    expect(DEFAULT_BRIEFING_SETTINGS.leaseMs).toBeGreaterThan(30_000);
    expect(
      briefingSettings({ BRIEFINGS_RUN_BUDGET_MS: '4000', BRIEFINGS_LEASE_MS: '-1', BRIEFINGS_RETRY_WAIT_MS: 'soon' }),
    ).toEqual({ budgetMs: 4_000, leaseMs: 120_000, retryWaitMs: 600_000 });
  });

  it('tries a message refused for now twice a run, waits 10 then 40 minutes between runs, and gives up after six', () => {
    const wait = 600_000;
    expect([1, 2, 3, 4, 5].map((tries) => retryAfterMs(tries, wait))).toEqual([0, wait, 0, 4 * wait, 0]);
    expect(retryAfterMs(MAX_TRIES, wait)).toBeNull();
  });
});
