// knip (run by `npm run lint`): no unused file, export or dependency. The Astro, Netlify, Vitest, Playwright
// and ESLint plugins find most entry points by themselves (pages, functions, tests, configs, the npm
// scripts' `node scripts/*.ts`); listed here are only those nothing imports or names where knip looks.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The content editor's script: scripts/decap-admin.mjs compiles it with esbuild for /admin/.
    'src/cms/admin.tsx',
    // Loaded by public/admin/index.html before Decap's bundle.
    'public/admin/manual-init.js',
    // Run by hand when the Open Graph image's design changes (the PNG is committed).
    'scripts/og-image.ts',
    // The migrator calls each migration's up and down by name, through the list in db/migrations/index.ts.
    'db/migrations/[0-9]*.ts',
    // The tests Stryker runs: stryker.config.mjs names it as the vitest runner's config file.
    'vitest.mutation.config.ts',
    'tests/setup/mutation-{template,database}.ts',
  ],
  // An export a module uses itself is part of its design (a schema built from its parts), not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Read as files: scripts/font-subsets.mjs cuts node_modules/@fontsource-variable/*/files/*.woff2.
    '@fontsource-variable/inter',
    '@fontsource-variable/source-serif-4',
    // Copied as files: scripts/decap-admin.mjs serves node_modules/decap-cms/dist at /admin/.
    'decap-cms',
    // Imported from source text esbuild compiles (scripts/cms/decap-files.ts), which knip does not read.
    'decap-cms-core',
    // Run by path: scripts/mutation.ts starts node_modules/@stryker-mutator/core/bin/stryker.js per folder.
    '@stryker-mutator/core',
  ],
};

export default config;
