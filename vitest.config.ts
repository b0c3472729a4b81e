import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The content schemas (src/content.config.ts) import Astro's virtual module; tests get its stand-in.
  resolve: {
    alias: { 'astro:content': fileURLToPath(new URL('./scripts/cms/astro-content-shim.ts', import.meta.url)) },
  },
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
