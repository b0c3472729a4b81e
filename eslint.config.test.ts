// The import rules in eslint.config.js fail on the imports they forbid, and pass the ones allowed.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import rules', () => {
  it('src/schemas imports only zod and itself', async () => {
    expect(
      await restricted('src/schemas/example.ts', "import { site } from '../site.ts';\nexport const a = site;\n"),
    ).toHaveLength(1);
    expect(
      await restricted(
        'src/schemas/example.ts',
        "import { z } from 'zod';\nimport { SESSION_COOKIE } from './storage.ts';\nexport const a = [z, SESSION_COOKIE];\n",
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
});
