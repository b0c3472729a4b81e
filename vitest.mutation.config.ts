// The tests Stryker runs (stryker.config.mjs) for the folder scripts/mutation.ts names in MUTATION_FOLDER:
// those that exercise that folder's behaviour. Nearly every API test signs someone in on its way to
// something else; running them all for each mutant of the session or sign-in code would take days.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

const TESTS: Record<string, string[]> = {
  auth: [
    'netlify/lib/auth/**/*.test.ts',
    'tests/api/{login,logout,register,password-reset,password-forgot,account-password}.test.ts',
    'tests/api/{login-devices,owner-lockout,account-verify-email}.test.ts',
  ],
  // With passkeys.test.ts for the sessions a passkey opened, which end when it is removed.
  session: [
    'netlify/lib/session/**/*.test.ts',
    'tests/api/{login,logout,account-sessions,admin-user-sessions,passkeys}.test.ts',
  ],
  passkeys: ['netlify/lib/passkeys/**/*.test.ts', 'tests/api/{passkeys,passkey-ceremony,recent-factors}.test.ts'],
  'two-factor': [
    'tests/api/{two-factor,two-factor-changes,two-factor-lockout}.test.ts',
    'tests/api/{second-factors,recent-factors,factor-chains}.test.ts',
  ],
  briefings: [
    'netlify/lib/briefings/**/*.test.ts',
    'tests/api/{briefings,briefings-command,briefings-faults,briefings-scale}.test.ts',
  ],
  vitals: ['netlify/lib/retention.test.ts', 'tests/api/{vitals,vitals-limits,vitals-rollup,vitals-outage}.test.ts'],
};

const folder = process.env.MUTATION_FOLDER;

// Spread rather than merged: vitest's mergeConfig would add these to the base list, not replace it.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: folder ? (TESTS[folder] ?? []) : Object.values(TESTS).flat(),
    // Each run of a test file on a fresh copy of a migrated database (tests/setup/mutation-template.ts).
    globalSetup: [...[base.test?.globalSetup ?? []].flat(), 'tests/setup/mutation-template.ts'],
    setupFiles: [...[base.test?.setupFiles ?? []].flat(), 'tests/setup/mutation-database.ts'],
  },
});
