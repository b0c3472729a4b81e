// The rules in eslint.config.js fail on what they forbid, and pass what is allowed: the import boundaries,
// source files' length, and tests that can fail (they assert, unconditionally, never focused or skipped).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restricted(filePath: string, code: string, ruleId = 'no-restricted-imports'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const boundaries = (filePath: string, code: string) => restricted(filePath, code, 'import-x/no-restricted-paths');

describe('import rules', () => {
  it('src/schemas imports only zod and itself (and types from anywhere)', async () => {
    const rule = '@typescript-eslint/no-restricted-imports';
    expect(
      await restricted('src/schemas/example.ts', "import { site } from '../site.ts';\nexport const a = site;\n", rule),
    ).toHaveLength(1);
    expect(
      await restricted(
        'src/schemas/example.ts',
        "import { z } from 'zod';\nimport { SESSION_COOKIE } from './storage.ts';\nexport const a = [z, SESSION_COOKIE];\n",
        rule,
      ),
    ).toEqual([]);
    expect(
      await restricted(
        'src/schemas/example.ts',
        "import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';\nexport type A = AuthenticationResponseJSON;\n",
        rule,
      ),
    ).toEqual([]);
  });

  it('browser code never imports netlify/ or db/', async () => {
    expect(
      await restricted(
        'src/lib/example.ts',
        "import { createDb } from '../../db/client.ts';\nexport const a = createDb;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restricted(
        'src/islands/Example.tsx',
        "import { json } from '../../netlify/lib/http.ts';\nexport const a = json;\n",
      ),
    ).toHaveLength(1);
  });

  it('functions reach the database only through netlify/lib', async () => {
    expect(
      await restricted(
        'netlify/functions/example.mts',
        "import { createDb } from '../../db/client.ts';\nexport const a = createDb;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restricted(
        'netlify/functions/example.mts',
        "import { json } from '../lib/http.ts';\nexport const a = json;\n",
      ),
    ).toEqual([]);
  });

  it('netlify/ takes from src/ only the shared schemas and the site facts', async () => {
    expect(
      await boundaries(
        'netlify/lib/example.ts',
        "import { trackEvent } from '../../src/lib/analytics.ts';\nexport const a = trackEvent;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaries(
        'netlify/functions/example.mts',
        "import { $toast } from '../../src/stores/toasts.ts';\nexport const a = $toast;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaries(
        'netlify/lib/example.ts',
        "import { site } from '../../src/site.ts';\nimport { ROLES } from '../../src/schemas/user.ts';\nexport const a = [site, ROLES];\n",
      ),
    ).toEqual([]);
  });

  it('src/lib never imports islands or stores', async () => {
    expect(
      await boundaries(
        'src/lib/example.ts',
        "import Toaster from '../islands/Toaster.tsx';\nexport const a = Toaster;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaries(
        'src/lib/example.ts',
        "import { $toast } from '../stores/toasts.ts';\nexport const a = $toast;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaries('src/lib/example.ts', "import { visitId } from './consent.ts';\nexport const a = visitId;\n"),
    ).toEqual([]);
  });

  it('the identity code runs one way: session, users, auth, proof, the factors, account, administration', async () => {
    const importing = (what: string, from: string) => `import { ${what} } from '${from}';\nexport const a = ${what};\n`;
    for (const [filePath, code] of [
      ['netlify/lib/proof/example.ts', importing('confirmWithPasskey', '../passkeys/confirmation.ts')],
      ['netlify/lib/proof/example.ts', importing('confirmFactorCode', '../two-factor/confirm-code.ts')],
      ['netlify/lib/auth/example.ts', importing('changePassword', '../account/profile.ts')],
      ['netlify/lib/auth/example.ts', importing('hasSecondFactor', '../proof/factors.ts')],
      ['netlify/lib/users/example.ts', importing('hashPassword', '../auth/password.ts')],
      ['netlify/lib/session/example.ts', importing('findUserById', '../users/repository.ts')],
      ['netlify/lib/passkeys/example.ts', importing('checkSecondFactor', '../two-factor/codes.ts')],
      ['netlify/lib/two-factor/example.ts', importing('listUserPasskeys', '../passkeys/repository.ts')],
      ['netlify/lib/two-factor/example.ts', importing('signIn', '../account/sign-in.ts')],
      ['netlify/lib/account/example.ts', importing('changeRole', '../administration/roles.ts')],
    ]) {
      const refused = await boundaries(filePath!, code!);
      expect(refused, `${filePath}: ${code}`).toHaveLength(1);
      expect(refused[0]).toContain(
        'session -> users -> auth -> proof -> passkeys, two-factor -> account -> administration',
      );
    }
    for (const [filePath, code] of [
      ['netlify/lib/two-factor/example.ts', importing('hasSecondFactor', '../proof/factors.ts')],
      ['netlify/lib/proof/example.ts', importing('hashToken', '../auth/tokens.ts')],
      ['netlify/lib/account/example.ts', importing('listUserPasskeys', '../passkeys/repository.ts')],
      ['netlify/lib/administration/example.ts', importing('signIn', '../account/sign-in.ts')],
      ['netlify/lib/http/example.ts', importing('confirmWithPasskey', '../passkeys/confirmation.ts')],
    ]) {
      expect(await boundaries(filePath!, code!), `${filePath}: ${code}`).toEqual([]);
    }
  });

  it('no import leads back to the module that makes it', async () => {
    // user.ts -> account.ts -> auth.ts -> user.ts
    expect(
      await restricted(
        'src/schemas/user.ts',
        "import { accountMessages } from './account.ts';\nexport const a = accountMessages;\n",
        'import-x/no-cycle',
      ),
    ).toHaveLength(1);
    expect(
      await restricted(
        'src/schemas/account.ts',
        "import { ROLES } from './user.ts';\nexport const a = ROLES;\n",
        'import-x/no-cycle',
      ),
    ).toEqual([]);
  });

  it('content schemas import nothing from astro: modules', async () => {
    expect(
      await restricted(
        'src/content/schemas/example.ts',
        "import { reference } from 'astro:content';\nexport const a = reference;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restricted(
        'src/content/schemas/example.ts',
        "import { z } from 'astro/zod';\nimport { text } from './shared.ts';\nexport const a = [z, text];\n",
      ),
    ).toEqual([]);
  });

  it('source files stay within 300 lines, tests may run longer', async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const a${i} = ${i};`).join('\n');
    for (const filePath of [
      'src/schemas/example.ts',
      'src/content/schemas/example.ts',
      'netlify/lib/example.ts',
      'scripts/example.ts',
    ]) {
      expect(await restricted(filePath, `${lines(301)}\n`, 'max-lines'), filePath).toHaveLength(1);
      expect(await restricted(filePath, `${lines(300)}\n`, 'max-lines'), filePath).toEqual([]);
    }
    expect(await restricted('netlify/lib/example.test.ts', `${lines(301)}\n`, 'max-lines')).toEqual([]);
  });
});

describe('test rules', () => {
  /** The test plugins' rules that fire on `code` (an unused import in a stub is beside the point). */
  const rulesFired = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).map((m) => m.ruleId).filter((rule) => /^(playwright|vitest)\//.test(rule ?? ''));
  };
  const spec = (body: string) =>
    `import { expect, test } from '@playwright/test';\n\ntest('a page', async ({ page }) => {\n${body}\n});\n`;
  const unit = (body: string) => `import { expect, it } from 'vitest';\n\nit('a unit', () => {\n${body}\n});\n`;

  it('a browser test asserts, unconditionally, and never waits a fixed time or for a quiet network', async () => {
    const file = 'tests/e2e/example.spec.ts';
    expect(await rulesFired(file, spec("  await page.goto('/');"))).toEqual(['playwright/expect-expect']);
    expect(await rulesFired(file, spec("  await page.goto('/');\n  await expectNoA11yViolations(page);"))).toEqual([]);
    expect(
      await rulesFired(file, spec("  if (page.url()) expect(page.url()).toBe('/');\n  expect(1).toBe(1);")),
    ).toContain('playwright/no-conditional-expect');
    expect(await rulesFired(file, spec('  await page.waitForTimeout(300);\n  expect(1).toBe(1);'))).toEqual([
      'playwright/no-wait-for-timeout',
    ]);
    expect(await rulesFired(file, spec("  await page.waitForLoadState('networkidle');\n  expect(1).toBe(1);"))).toEqual(
      ['playwright/no-networkidle'],
    );
    expect(await rulesFired(file, spec('  expect(1).toBe(1);').replace("test('a page'", "test.only('a page'"))).toEqual(
      ['playwright/no-focused-test'],
    );
    expect(await rulesFired(file, spec('  expect(1).toBe(1);').replace("test('a page'", "test.skip('a page'"))).toEqual(
      ['playwright/no-skipped-test'],
    );
  });

  it('a unit or API test asserts, unconditionally, and is never focused or skipped', async () => {
    const file = 'tests/api/example.test.ts';
    expect(await rulesFired(file, unit('  const a = 1;\n  void a;'))).toEqual(['vitest/expect-expect']);
    expect(await rulesFired(file, unit("  expect(1, 'one').toBe(1);"))).toEqual([]);
    expect(await rulesFired(file, unit('  if (Date.now()) expect(1).toBe(1);'))).toEqual([
      'vitest/no-conditional-expect',
    ]);
    expect(await rulesFired(file, unit('  expect(1).toBe(1);').replace("it('a unit'", "it.only('a unit'"))).toEqual([
      'vitest/no-focused-tests',
    ]);
    expect(await rulesFired(file, unit('  expect(1).toBe(1);').replace("it('a unit'", "it.skip('a unit'"))).toEqual([
      'vitest/no-disabled-tests',
    ]);
  });
});
