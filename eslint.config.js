import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: ['dist/', '.astro/', '.netlify/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-report/'],
  },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  // No import circles: a module's imports never lead back to it (type-only imports included).
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
  {
    files: ['src/schemas/**/*.ts'],
    ignores: ['src/schemas/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\./)',
              message: 'src/schemas is shared by the browser and the server: it imports only zod and itself.',
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
);
