import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.ts';
import { useLocalSecrets } from './scripts/local-secrets.ts';

const port = Number(process.env.E2E_PORT ?? 8899);
// The server and the tests (which enrol two-factor secrets straight in the database) share one set of secrets.
useLocalSecrets();
// The site under test sends its mail to a real SMTP server the browser tests start for the run
// (tests/e2e/global-setup.ts); scripts/e2e.ts picks a free port for it. Set here so every process sees it.
process.env.E2E_SMTP_PORT ??= String(port + 1000);
// Signing in straight in the database (tests/e2e/support/accounts.ts) runs the server's own code in the
// tests' processes: it keeps its log lines to itself, as the server under test does (LOG_LEVEL below).
process.env.LOG_LEVEL ??= 'silent';

/**
 * The tests that run alone, after the others (which run two files at a time): those that read lists and
 * totals the whole site shares, which another file's test would change as they read them (the first page
 * of the user list, the enquiries inbox and its open count, the usage panel's weekly totals, the speed
 * reports, the administrator's walk over every panel), and those that time the browser's own order of
 * events (the faces before the first paint, no script before the largest paint, the first tap), which a
 * second browser on two cores would skew. Matched against "project file title tags" (Playwright's grep).
 */
const RUN_ALONE = new RegExp(
  [
    // Shared lists and totals.
    'dashboard-admin\\.spec',
    'enquiries\\.spec',
    'usage\\.spec',
    'vitals\\.spec',
    // The administrator's walk (walk.spec.ts).
    '@alone',
    // The browser's order of events.
    'first-frame\\.spec',
    'first-tap\\.spec',
    'fonts\\.spec',
    'islands\\.spec',
    'member-speed\\.spec',
    '(?<![\\w-])speed\\.spec',
  ].join('|'),
);
const browser = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Whole files to each worker, so a file's tests keep their order.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'chromium', grepInvert: RUN_ALONE, use: browser },
    { name: 'alone', grep: RUN_ALONE, workers: 1, dependencies: ['chromium'], use: browser },
  ],
  webServer: {
    // The same start code as the benchmark and the screenshots (scripts/serve/start.ts).
    command: 'node scripts/serve/start.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      LOG_LEVEL: 'silent',
    },
  },
});
