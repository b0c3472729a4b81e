import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import vitest from '@vitest/eslint-plugin';

/** A plugin's recommended rules, each an error: a warning passes `npm run lint`, so it would hold nothing. */
const asErrors = (rules) =>
  Object.fromEntries(Object.entries(rules).map(([rule, level]) => [rule, level === 'off' ? 'off' : 'error']));

// The identity code of netlify/lib runs one way, lowest first (docs/decisions/058):
//   session -> users -> auth -> proof -> passkeys, two-factor -> account -> administration
// session: the session rows and cookies; users: the people's rows; auth: who is calling and the primitives
// (passwords, tokens, limits, devices, the password confirmation, the end of every sign-in); proof: the
// rules of what a change needs and the administrators' guard, given the factor checks by endpoint();
// passkeys and two-factor: the factors, neither importing the other; account: the member's own flows
// (sign-in, registration, reset, export); administration: the administrators' changes to other accounts.
// A folder imports only folders before it (http/endpoint.ts, above them all, may import any).
const identityLayers = [
  ['session'],
  ['users'],
  ['auth'],
  ['proof'],
  ['passkeys', 'two-factor'],
  ['account'],
  ['administration'],
];
const identityOrder = identityLayers.map((layer) => layer.join(', ')).join(' -> ');
const identityZones = identityLayers
  .flatMap((layer, index) =>
    layer.map((folder) => ({
      target: `./netlify/lib/${folder}`,
      from: [...layer.filter((peer) => peer !== folder), ...identityLayers.slice(index + 1).flat()].map(
        (later) => `./netlify/lib/${later}`,
      ),
      message: `The identity code runs one way (${identityOrder}): netlify/lib/${folder} imports only the folders before it.`,
    })),
  )
  .filter((zone) => zone.from.length > 0);

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.netlify/',
      '.tmp/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-report/',
    ],
  },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  // No import circles (import-cycles.test.ts also follows type-only imports), and the layers' boundaries.
  {
    files: ['**/*.{js,mjs,ts,mts,tsx,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.astro', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './netlify',
              from: './src',
              except: ['./schemas', './site.ts'],
              message:
                'The server takes from src/ only the shared schemas (src/schemas) and the site facts (src/site.ts).',
            },
            {
              target: './src/lib',
              from: ['./src/islands', './src/stores'],
              message:
                'src/lib is below the islands and their stores: move what both need into src/lib or src/schemas.',
            },
            ...identityZones,
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  // Imports go one way: functions -> netlify/lib -> db, and src/schemas is the only code the browser
  // and the server share.
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/netlify/**', '**/db/**'], message: 'Browser code never imports server code.' }] },
      ],
    },
  },
  // A source file holds one concern: past 300 lines it is time to split it (tests may run longer).
  {
    files: ['**/*.{js,mjs,ts,mts,tsx,astro}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['src/schemas/**/*.ts'],
    ignores: ['src/schemas/**/*.test.ts'],
    rules: {
      // Types only are allowed from anywhere (a library's JSON types): they are gone at run time.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\./|@zxcvbn-ts/)',
              allowTypeImports: true,
              message:
                'src/schemas is shared by the browser and the server: it imports only zod, the password estimator and itself.',
            },
          ],
        },
      ],
    },
  },
  // The content schemas load in plain Node (tests, the CMS's parity check): only content.config.ts uses
  // Astro's collection helpers, and passes reference() and image() in.
  {
    files: ['src/content/schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/netlify/**', '**/db/**'], message: 'Browser code never imports server code.' },
            {
              group: ['astro:*', 'astro/loaders'],
              message:
                'Content schemas import no astro: module, so plain Node can load them; content.config.ts passes reference() and image() in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['netlify/functions/**/*.mts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/db/**'], message: 'Functions reach the database through netlify/lib.' }] },
      ],
    },
  },
  {
    files: ['netlify/lib/**/*.ts'],
    ignores: ['netlify/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/functions/**'], message: 'netlify/lib never imports a function.' }] },
      ],
    },
  },
  {
    files: ['db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/netlify/**'], message: 'db/ knows nothing of the HTTP layer.' }] },
      ],
    },
  },
  // Tests that can fail: a test asserts something, asserts it unconditionally, is never focused or skipped,
  // and waits for a definite event (an element, a response, a request the test itself makes), never for a
  // fixed time or for the network to go quiet before checking that something did not happen.
  {
    files: ['tests/e2e/**/*.ts'],
    plugins: playwright.configs['flat/recommended'].plugins,
    languageOptions: playwright.configs['flat/recommended'].languageOptions,
    rules: {
      ...asErrors(playwright.configs['flat/recommended'].rules),
      // Helpers named expect… assert (expectNoA11yViolations, expectOneLeftEdge); walk.spec's walk asserts
      // every width of the page it opens.
      'playwright/expect-expect': [
        'error',
        { assertFunctionPatterns: ['^expect[A-Z]'], assertFunctionNames: ['walk'] },
      ],
      // Off: it flags every branch and ternary in a test, including those that compute the expected value so
      // the expect itself runs unconditionally (what no-conditional-expect asks for), and a role's own setup.
      'playwright/no-conditional-in-test': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...asErrors(vitest.configs.recommended.rules),
      // expect(value, message): the message names the case that failed, in a loop or a table.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Helpers named expect… assert (expectReply checks an answer against the contract).
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'vi.waitFor'] }],
    },
  },
);
