// StrykerJS (npm run test:mutation): mutation testing of the code that guards people (signing in, the
// session, passkeys, the second factor) and of the briefing e-mails and speed reports, with the vitest
// tests that cover it (vitest.mutation.config.ts). Too slow for CI; scripts/mutation.ts writes the scores
// per folder into bench-report/mutation.md, which is committed.
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['netlify/lib/{auth,session,passkeys,two-factor,briefings,vitals}/**/*.ts', '!netlify/lib/**/*.test.ts'],
  // Each mutant runs only the tests that reached it in the first run.
  coverageAnalysis: 'perTest',
  // Two cores, shared: one test process at a time.
  concurrency: 1,
  // The previous run's results (committed): a run retests only the mutants of changed code or tests.
  incremental: true,
  incrementalFile: 'bench-report/stryker-incremental.json',
  reporters: ['progress', 'clear-text'],
  clearTextReporter: { allowEmojis: false, logTests: false },
  thresholds: { high: 90, low: 80, break: null },
  // The API tests run against a real Postgres: a database round trip per call.
  timeoutMS: 20_000,
  // The first run of a folder's tests, which records which tests reach each mutant, takes minutes.
  dryRunTimeoutMinutes: 30,
  tempDirName: '.tmp/stryker',
  // Not copied into the sandbox: builds, reports and other runs' sandboxes.
  ignorePatterns: [
    '.tmp',
    'dist',
    '.astro',
    '.netlify',
    'bench-report',
    'test-results',
    'playwright-report',
    'screenshots',
  ],
};
