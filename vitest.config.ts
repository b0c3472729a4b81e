import { defineConfig } from 'vitest/config';

// Islands are written against React's API and ship on Preact through preact/compat (decision 010):
// tests render them the same way.
const preactCompat = [
  { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  resolve: { alias: preactCompat },
  test: {
    include: ['{db,netlify,src,scripts,tests/setup,tests/api}/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/setup/global-db.ts'],
    setupFiles: ['tests/setup/per-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two workers keep the real-database tests parallel without starving Postgres.
    maxWorkers: 2,
    server: { deps: { inline: ['@testing-library/preact', '@nanostores/react', '@headlessui/react'] } },
  },
});
