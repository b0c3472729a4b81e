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

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
