import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

export default tseslint.config(
  {
    ignores: ['dist/', '.astro/', '.netlify/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-report/'],
  },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    // Browser code never reaches into server code (ARCHITECTURE.md: imports go one way).
    files: ['src/**/*.{ts,tsx,astro}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/netlify/**', '**/db/**'] }],
    },
  },
);
