// The landing page's JavaScript budget, asserted on the build. What loads with the page (every script,
// island, the React DOM renderer and the chunks they import statically, inline scripts included) is at
// most 95 KB gzip in at most 12 script files; chunks loaded only on demand (the Cookie Preferences
// dialog, the contact form's zod schema, web-vitals after consent) are reported by `npm run bench`.
// Nothing runs before the largest paint: no classic or render-blocking scripts but the small hashed head
// script, islands only after the first paint (client:painted) or at the visitor's first touch (client:touched).
import { readdirSync, readFileSync } from 'node:fs';
import { test, expect } from 'vitest';
import { pageWeight } from '../../scripts/bench/page-weights.ts';

const LANDING_JS_BUDGET_GZIP = 95 * 1024;
const LANDING_SCRIPT_FILES = 12;

for (const file of ['index.html', 'public/index.html']) {
  test(`${file}: JavaScript within the budget, none of it before the largest paint`, () => {
    const weight = pageWeight('dist', file, { onDemand: false });
    expect(weight.js.gzip, `landing JavaScript is ${weight.js.gzip} bytes gzip`).toBeLessThanOrEqual(
      LANDING_JS_BUDGET_GZIP,
    );
    expect(weight.js.files, `landing page loads ${weight.js.files} script files`).toBeLessThanOrEqual(
      LANDING_SCRIPT_FILES,
    );

    const html = readFileSync(`dist/${file}`, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    const executable = scripts.filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
    // Module scripts are deferred; a classic external script would block parsing.
    for (const attrs of executable.filter((a) => /\ssrc=/.test(a))) expect(attrs).toContain('type="module"');
    const hydration = [...html.matchAll(/<astro-island\b[^>]*\sclient="([^"]+)"/g)].map((m) => m[1]);
    expect(hydration.length).toBeGreaterThan(0);
    for (const directive of hydration) expect(['painted', 'touched']).toContain(directive);
  });
}

test('islands hydrate with React DOM from one shared, content-hashed runtime chunk; no Preact ships', () => {
  const runtimes = new Set<string>();
  for (const file of ['index.html', 'auth/index.html', 'privacy-policy/index.html', 'dashboard/index.html']) {
    const html = readFileSync(`dist/${file}`, 'utf8');
    const renderers = new Set([...html.matchAll(/\srenderer-url="([^"]+)"/g)].map((m) => m[1]!));
    expect(renderers.size, file).toBe(1);
    for (const renderer of renderers) {
      expect(renderer).toMatch(/^\/_astro\/client\.[\w-]{8,}\.js$/);
      const code = readFileSync(`dist${renderer}`, 'utf8');
      const runtime = code.match(/from\s*"\.\/(react\.[\w-]{8,}\.js)"/)?.[1];
      expect(runtime, `${renderer} imports the React runtime chunk`).toBeTruthy();
      runtimes.add(runtime!);
    }
  }
  expect(runtimes.size).toBe(1);
  const [runtime] = runtimes;
  expect(readFileSync(`dist/_astro/${runtime}`, 'utf8')).toContain('hydrateRoot');
  for (const file of readdirJs()) expect(readFileSync(file, 'utf8'), file).not.toMatch(/preact/i);
});

function readdirJs(): string[] {
  return readdirSync('dist/_astro')
    .filter((name) => name.endsWith('.js'))
    .map((name) => `dist/_astro/${name}`);
}
