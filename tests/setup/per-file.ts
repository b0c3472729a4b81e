// Runs before every test file: points the code at the run's database and fails any test that
// logs an unexpected console.error (wrap expected ones in `allowConsoleError`).
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, inject, vi } from 'vitest';
import { ORIGIN } from '../helpers/api.ts';

process.env.DATABASE_URL = inject('databaseUrl');
// Tests that need a database to themselves make it on the run's server (the embedded one included).
process.env.TEST_DATABASE_URL = inject('testServerUrl');
process.env.LOG_LEVEL ??= 'silent';
// Links in mail come from configuration only; as under `npm start`, the site's address is SITE_URL.
process.env.SITE_URL ??= ORIGIN;
// No secret in the repository signs anything: each test file makes its own.
process.env.SESSION_SECRET ??= randomBytes(32).toString('base64url');
process.env.TOTP_ENCRYPTION_KEY ??= randomBytes(32).toString('base64url');

let allowed = 0;
let unexpected: unknown[][] = [];

/** Runs `fn` while tolerating console.error calls it makes on purpose. */
export async function allowConsoleError<T>(fn: () => Promise<T> | T): Promise<T> {
  allowed += 1;
  try {
    return await fn();
  } finally {
    allowed -= 1;
  }
}

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (allowed === 0) unexpected.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (unexpected.length) {
    throw new Error(`Unexpected console.error: ${unexpected.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
