// The README's command table lists every npm script, so a newcomer finds each one in one place.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe("the README's commands", () => {
  it('has a row for every npm script', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>);
    const rows = read('README.md')
      .split('\n')
      .filter((line) => line.startsWith('| `npm '));
    const listed = (script: string) =>
      rows.some((row) => row.startsWith(`| \`npm run ${script}\``) || row.startsWith(`| \`npm run ${script} `)) ||
      (['start', 'test'].includes(script) && rows.some((row) => row.startsWith(`| \`npm ${script}\``)));
    expect(scripts.filter((script) => !listed(script))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(10);
  });
});
