import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The checks of the built site (tests/built): they read dist/, so they run after `npm run build`. */
const BUILT_TESTS = 'tests/built/**/*.test.ts';

export default defineConfig({
  // The content schemas (src/content.config.ts) import Astro's virtual module; tests get its stand-in.
  resolve: {
    alias: { 'astro:content': fileURLToPath(new URL('./scripts/cms/astro-content-shim.ts', import.meta.url)) },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two workers keep the real-database tests parallel without starving Postgres.
    maxWorkers: 2,
    // `vitest run` runs both; `--project unit` needs no build, so `npm test` runs it beside the build and
    // `--project built` after it (scripts/test.ts).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{db,netlify,src,scripts,tests/setup,tests/api}/**/*.test.{ts,tsx}', '*.test.ts'],
          globalSetup: ['tests/setup/global-db.ts'],
          setupFiles: ['tests/setup/per-file.ts'],
        },
      },
      { extends: true, test: { name: 'built', include: [BUILT_TESTS] } },
    ],
  },
});
