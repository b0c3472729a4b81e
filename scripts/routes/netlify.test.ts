import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BEGIN, END, redirectRules, redirectsBlock, withBlock } from './netlify.ts';

describe("netlify.toml's sign-in rules", () => {
  it('are the ones the route table generates (run `node scripts/routes/netlify.ts` after changing it)', () => {
    const toml = readFileSync('netlify.toml', 'utf8');
    expect(toml).toContain(redirectsBlock());
    expect(withBlock(toml)).toBe(toml);
  });

  it('send signed-out visitors of member pages to /auth, after a signed-in rule that serves the page', () => {
    const rules = redirectRules().filter((rule) => rule.from === '/account');
    expect(rules).toEqual([
      { from: '/account', to: '/account/', status: 200, force: true, signedIn: true },
      { from: '/account', to: '/auth', status: 302, force: true, signedIn: false },
    ]);
  });

  it('serve the dashboard at / and send /auth to / for signed-in visitors only', () => {
    const rules = redirectRules();
    expect(rules.filter((rule) => rule.from === '/')).toEqual([
      { from: '/', to: '/dashboard/', status: 200, force: true, signedIn: true },
    ]);
    expect(rules.filter((rule) => rule.from === '/auth')).toEqual([
      { from: '/auth', to: '/?from=auth', status: 302, force: true, signedIn: true },
    ]);
  });

  it('refuse a netlify.toml without the marked block', () => {
    expect(() => withBlock('[build]\n')).toThrow(BEGIN);
    expect(withBlock(`a\n${BEGIN}\nold\n${END}\nb`, 'new')).toBe('a\nnew\nb');
  });
});
