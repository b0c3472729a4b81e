import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{db,netlify,src,scripts,tests/setup,tests/api}/**/*.test.{ts,tsx}', '*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/global-db.ts'],
    setupFiles: ['tests/setup/per-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two workers keep the real-database tests parallel without starving Postgres.
    maxWorkers: 2,
  },
});
