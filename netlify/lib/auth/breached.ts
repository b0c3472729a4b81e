// Optional breached-password check (HIBP_CHECK=on): Have I Been Pwned's k-anonymity range API receives
// only the first five hex digits of the password's SHA-1. One second at most; any failure lets the
// password through (the offline rule has already judged it). Never asked under tests.
import { createHash } from 'node:crypto';
import { logEvent } from '../log.ts';

const RANGE_API = 'https://api.pwnedpasswords.com/range/';
const TIMEOUT_MS = 1000;

export function breachCheckEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.HIBP_CHECK === 'on' && !env.VITEST && env.NODE_ENV !== 'test';
}

export async function isBreached(password: string): Promise<boolean> {
  if (!breachCheckEnabled()) return false;
  const hash = createHash('sha1').update(password).digest('hex').toUpperCase();
  try {
    const response = await fetch(`${RANGE_API}${hash.slice(0, 5)}`, {
      headers: { 'Add-Padding': 'true' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const suffix = hash.slice(5);
    return (await response.text())
      .split('\n')
      .some((line) => line.startsWith(suffix) && Number(line.split(':')[1]) > 0);
  } catch (error) {
    logEvent('password.breach_check_failed', { error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
