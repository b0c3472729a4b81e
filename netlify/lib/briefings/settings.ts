// The briefing runs' timings, read from the environment at each run with production defaults
// (.env.example): tests shorten them; an operator rarely has a reason to.
type Env = Record<string, string | undefined>;

export interface BriefingSettings {
  /**
   * What a run may take from its start to its end (BRIEFINGS_RUN_BUDGET_MS, 25 s): Netlify stops a
   * scheduled function after 30, and the rest is its start and a margin.
   */
  budgetMs: number;
  /**
   * How long a run's claim on a message lasts (BRIEFINGS_LEASE_MS, 2 minutes): longer than any run may
   * live, so a lease only ever expires once its run is gone.
   */
  leaseMs: number;
  /**
   * The wait before a message refused for now is tried on a later run (BRIEFINGS_RETRY_WAIT_MS, 10
   * minutes), four times as long before the run after.
   */
  retryWaitMs: number;
}

export const DEFAULT_BRIEFING_SETTINGS: BriefingSettings = {
  budgetMs: 25_000,
  leaseMs: 2 * 60_000,
  retryWaitMs: 10 * 60_000,
};

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
};

export function briefingSettings(env: Env = process.env): BriefingSettings {
  return {
    budgetMs: positive(env.BRIEFINGS_RUN_BUDGET_MS, DEFAULT_BRIEFING_SETTINGS.budgetMs),
    leaseMs: positive(env.BRIEFINGS_LEASE_MS, DEFAULT_BRIEFING_SETTINGS.leaseMs),
    retryWaitMs: positive(env.BRIEFINGS_RETRY_WAIT_MS, DEFAULT_BRIEFING_SETTINGS.retryWaitMs),
  };
}

/** Tries a message gets: two in each of three runs. */
export const MAX_TRIES = 6;
export const TRIES_PER_RUN = 2;

/**
 * After a message was refused for now on its `tries`-th try: how long until the next (0: again in this
 * run), or null when it has had all its tries and is refused for good.
 */
export function retryAfterMs(tries: number, retryWaitMs: number): number | null {
  if (tries >= MAX_TRIES) return null;
  if (tries % TRIES_PER_RUN !== 0) return 0;
  return retryWaitMs * 4 ** (tries / TRIES_PER_RUN - 1);
}
