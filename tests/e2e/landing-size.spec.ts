// The landing page's JavaScript budget, asserted on the build. What loads with the page (every script,
// island and renderer and the chunks they import statically, inline scripts included) is at most the
// issue's 80 KB gzip in total; with the chunks that load only when a visitor asks for them (the Cookie
// Preferences dialog, the contact form's zod schema, web-vitals after consent) it stays under 90 KB.
// Nothing runs before the largest paint: no classic or render-blocking scripts, islands only on idle or
// visible. (Islands render with Preact through preact/compat, decision 010.)
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures.ts';
import { pageWeight } from '../../scripts/bench/page-weights.ts';

const LANDING_JS_BUDGET_GZIP = 80 * 1024;
const LANDING_JS_WITH_ON_DEMAND_BUDGET_GZIP = 90 * 1024;

for (const file of ['index.html', 'public/index.html']) {
  test(`${file}: JavaScript within the budget, none of it before the largest paint`, () => {
    const weight = pageWeight('dist', file, { onDemand: false });
    expect(weight.js.gzip, `landing JavaScript is ${weight.js.gzip} bytes gzip`).toBeLessThanOrEqual(
      LANDING_JS_BUDGET_GZIP,
    );
    const everything = pageWeight('dist', file);
    expect(everything.js.gzip, `with on-demand chunks ${everything.js.gzip} bytes gzip`).toBeLessThanOrEqual(
      LANDING_JS_WITH_ON_DEMAND_BUDGET_GZIP,
    );

    const html = readFileSync(`dist/${file}`, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    const executable = scripts.filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
    // Module scripts are deferred; a classic external script would block parsing.
    for (const attrs of executable.filter((a) => /\ssrc=/.test(a))) expect(attrs).toContain('type="module"');
    const hydration = [...html.matchAll(/<astro-island\b[^>]*\sclient="([^"]+)"/g)].map((m) => m[1]);
    expect(hydration.length).toBeGreaterThan(0);
    for (const directive of hydration) expect(['idle', 'visible']).toContain(directive);
  });
}
