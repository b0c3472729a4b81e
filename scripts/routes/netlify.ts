// Netlify's sign-in rules, generated from the route table (src/routes.ts) into a marked block of
// netlify.toml: netlify.toml is read as static TOML by Netlify, by @netlify/dev (npm start, the browser
// tests) and by the astro dev rewrites (scripts/vite-netlify-gaps.mjs), so the rules live there and a unit
// test fails when the block and the table disagree. `node scripts/routes/netlify.ts` rewrites the block.
import { readFileSync, writeFileSync } from 'node:fs';
import { MOVED, ROUTES, type PageRoute } from '../../src/routes.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../src/schemas/storage.ts';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  signedIn: boolean;
}

export const BEGIN = '# BEGIN routes: generated from src/routes.ts by `node scripts/routes/netlify.ts`; do not edit';
export const END = '# END routes';

/** The rules in the order Netlify must try them (the first match wins). */
export function redirectRules(routes: readonly PageRoute[] = ROUTES): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const route of routes) {
    const { path, signedIn, signedOut } = route;
    if ('redirect' in signedOut) {
      // A signed-out rule would catch signed-in visitors too (conditions cannot be negated): a signed-in
      // rule comes first, serving the page itself when that is what they get.
      const to = 'page' in signedIn ? `${path}/` : 'serve' in signedIn ? signedIn.serve : signedIn.redirect;
      rules.push({ from: path, to, status: 'redirect' in signedIn ? 302 : 200, force: true, signedIn: true });
      rules.push({ from: path, to: signedOut.redirect, status: 302, force: true, signedIn: false });
    } else if ('serve' in signedOut) {
      throw new Error(`${path}: a signed-out visitor gets the page or a redirect`);
    } else if ('serve' in signedIn) {
      rules.push({ from: path, to: signedIn.serve, status: 200, force: true, signedIn: true });
    } else if ('redirect' in signedIn) {
      rules.push({ from: path, to: signedIn.redirect, status: 302, force: true, signedIn: true });
    }
  }
  for (const moved of MOVED) rules.push({ from: moved.from, to: moved.to, status: 301, force: false, signedIn: false });
  return rules;
}

function tomlRule(rule: RedirectRule): string {
  return [
    '[[redirects]]',
    `  from = ${JSON.stringify(rule.from)}`,
    `  to = ${JSON.stringify(rule.to)}`,
    `  status = ${rule.status}`,
    ...(rule.force ? ['  force = true'] : []),
    ...(rule.signedIn ? [`  conditions = { Cookie = [${JSON.stringify(SIGNED_IN_HINT_COOKIE)}] }`] : []),
  ].join('\n');
}

/** The generated block, markers included. */
export function redirectsBlock(routes: readonly PageRoute[] = ROUTES): string {
  return [BEGIN, ...redirectRules(routes).map(tomlRule), END].join('\n\n');
}

/** netlify.toml's text with its block replaced by `block`. */
export function withBlock(toml: string, block = redirectsBlock()): string {
  const start = toml.indexOf(BEGIN);
  const end = toml.indexOf(END);
  if (start < 0 || end < start) throw new Error(`netlify.toml has no "${BEGIN}" ... "${END}" block`);
  return toml.slice(0, start) + block + toml.slice(end + END.length);
}

if (import.meta.main) {
  writeFileSync('netlify.toml', withBlock(readFileSync('netlify.toml', 'utf8')));
  console.log('netlify.toml: routes block written from src/routes.ts');
}
