// npm run bench: measures what visitors and operators feel, and writes bench-report/report.{json,md} (and
// each key page's last Lighthouse report in bench-report/lighthouse/).
//  1. JavaScript and CSS bytes (raw and gzip) each built page loads with the page, islands and their
//     static imports included, and separately what it can load on demand.
//  2. Lighthouse (mobile) for key pages (median of --runs), and a performance-only sweep of every other
//     public page, through a Brotli static server as a CDN would serve dist/; then every page behind
//     sign-in, as the demo member and the demo administrator (signed in through the API, their cookies
//     in Lighthouse's browser), with the static server passing /api/* to the production-like server.
//  3. API latency with autocannon against the production-like server and database: a public read
//     (/api/health), a signed-in read (/api/auth/user, as a throwaway member registered for the run) and, on
//     real Postgres (DATABASE_URL, or a bench database made on TEST_DATABASE_URL's server), an
//     administrator's user search among 5,000 seeded users.
//  4. The budgets (scripts/bench/budgets.ts), each marked pass or fail, the p50 read ratio among them.
//  5. The landing and policy pages beside AstroWind's, slow 4G applied and simulated (scripts/bench/peer.ts).
//  6. Decoded script each public page runs before a first interaction (scripts/bench/script-before-interaction.ts).
// Options: --no-lighthouse, --no-sweep, --no-signed-in, --no-peer, --peer=<folder>, --pages=/,/auth  --runs=5  --sweep-runs=1  --duration=10 (seconds per API target)
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { pageWeights, type PageWeight } from './bench/page-weights.ts';
import { runLighthouse, type LighthouseScores } from './bench/lighthouse.ts';
import { startStaticServer } from './bench/static-server.ts';
import { comparePeer, peerBudgets, peerLines, type PeerComparison } from './bench/peer.ts';
import { BUDGETS, checkBudgets, checkSignedInBudgets } from './bench/budgets.ts';
import { BENCH_SEARCH, SEEDED_USERS, benchAdminCookie, seedUsers, signedInCookie } from './bench/users.ts';
import { SIGNED_IN_VISITS, membersOnlyArticle, signInDemo } from './bench/signed-in.ts';
import {
  loadVitals,
  seedUsage,
  timeUsageQueries,
  usageBudgets,
  usageLines,
  VITALS_LOAD_LIMITS,
  type QueryTiming,
  type VitalsLoad,
} from './bench/usage.ts';
import { seedDemoUsers } from './seed.ts';
import * as beforeInteraction from './bench/script-before-interaction.ts';
import { createDb } from '../db/client.ts';
import { createTestDatabase } from '../tests/setup/test-database.ts';
import { BENCHMARK_PAGES, MEMBER_ROUTES, isPublicPage } from '../src/routes.ts';
import { startServer } from './serve/start.ts';
import { useLocalSecrets } from './local-secrets.ts';

const args = new Map<string, string>(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = ''] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
// The seeded administrator's two-factor secret is sealed here with the key the server will use.
useLocalSecrets();
const port = Number(process.env.BENCH_PORT ?? 8990);
const base = `http://localhost:${port}`;
const staticBase = `http://localhost:${port + 1}`;
const lighthousePages = args.get('pages')?.split(',') ?? [...BENCHMARK_PAGES, ...membersOnlyArticle()];
const runs = Number(args.get('runs') || 5);
const sweepRuns = Number(args.get('sweep-runs') || 1);
const apiDuration = Number(args.get('duration') || 10);
const HEALTH = 'GET /api/health';
const USER = 'GET /api/auth/user';
const SEARCH = `GET /api/admin/users?search=${BENCH_SEARCH}`;
const apiTargets = [
  { name: HEALTH, path: '/api/health', signedIn: false },
  { name: USER, path: '/api/auth/user', signedIn: true },
];

/** Real Postgres for the search: DATABASE_URL, else a database of the bench's own on TEST_DATABASE_URL's server. */
const benchDatabase =
  !process.env.DATABASE_URL && process.env.TEST_DATABASE_URL ? await createTestDatabase('bench') : null;
if (benchDatabase) process.env.DATABASE_URL = benchDatabase.url;
const realPostgres = Boolean(process.env.DATABASE_URL);
/** A signed-in read may cost at most this many times the public one (p50): reads do not write. */
const READ_RATIO_TARGET = 2;
/** Each key page's last full Lighthouse report, for the details behind its figures. */
const LIGHTHOUSE_REPORTS = 'bench-report/lighthouse';

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function measureApi(path: string, cookie?: string) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 10,
    duration: apiDuration,
    headers: cookie ? { cookie } : {},
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      mean: result.latency.mean,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const weights: PageWeight[] = await pageWeights('dist');
const withPage: PageWeight[] = await pageWeights('dist', { onDemand: false });
const scriptBeforeInteraction = await beforeInteraction.measure('dist', port + 3, withPage);
let lighthouse: Record<string, LighthouseScores> = {};
let sweep: Record<string, LighthouseScores> = {};
const signedIn: Record<string, LighthouseScores> = {};
let peer: PeerComparison | undefined;
if (realPostgres) {
  const db = createDb();
  try {
    await seedDemoUsers(db);
  } finally {
    await db.destroy();
  }
}
// The demo administrator uses the panels without two-factor sign-in; the speed reports' limits are lifted.
const server = await startServer({
  port,
  env: { REQUIRE_ADMIN_2FA: 'off', ...VITALS_LOAD_LIMITS },
});
let usageTimings: Record<string, QueryTiming> = {};
let vitalsLoad: VitalsLoad | undefined;
const api: Record<string, Awaited<ReturnType<typeof measureApi>>> = {};
try {
  if (args.get('no-lighthouse') === undefined) {
    const staticServer = await startStaticServer('dist', port + 1, base);
    try {
      lighthouse = await runLighthouse(staticBase, lighthousePages, { runs, reportDir: LIGHTHOUSE_REPORTS });
      if (args.get('no-sweep') === undefined) {
        const others = withPage.map((w) => w.page).filter((p) => isPublicPage(p) && !lighthousePages.includes(p));
        sweep = await runLighthouse(staticBase, others, { performanceOnly: true, runs: sweepRuns });
      }
      if (args.get('no-peer') === undefined) peer = await comparePeer(staticBase, runs, port + 2, args.get('peer'));
      if (args.get('no-signed-in') === undefined) {
        for (const visit of SIGNED_IN_VISITS) {
          const cookies = await signInDemo(base, visit.role);
          const scores = await runLighthouse(staticBase, visit.pages, {
            runs,
            cookies,
            reportDir: LIGHTHOUSE_REPORTS,
            label: visit.label,
          });
          for (const [page, s] of Object.entries(scores)) signedIn[`${page}${visit.label}`] = s;
        }
      }
    } finally {
      staticServer.close();
    }
  }
  const cookie = await signedInCookie(base);
  for (const target of apiTargets)
    api[target.name] = await measureApi(target.path, target.signedIn ? cookie : undefined);
  if (realPostgres) {
    const db = createDb();
    try {
      await seedUsers(db);
      api[SEARCH] = await measureApi(`/api/admin/users?search=${BENCH_SEARCH}`, await benchAdminCookie(db, base));
      await seedUsage(db);
      usageTimings = await timeUsageQueries(db);
      vitalsLoad = await loadVitals(db, base, apiDuration);
    } finally {
      await db.destroy();
    }
  }
} finally {
  await server.stop();
  await benchDatabase?.drop();
}
const p50 = (name: string) => api[name]?.latencyMs.p50 ?? NaN;
const readRatio = Math.round((p50(USER) / Math.max(p50(HEALTH), 1)) * 100) / 100;
const budgets = [
  ...checkBudgets(
    withPage.filter((w) => isPublicPage(w.page)),
    lighthouse,
    sweep,
  ),
  ...checkSignedInBudgets(
    withPage.filter((w) => MEMBER_ROUTES.includes(w.page)),
    signedIn,
    lighthouse['/privacy-policy'],
  ),
  {
    budget: `${USER} p50 ≤ ${READ_RATIO_TARGET}× ${HEALTH} p50 (reads do not write)`,
    measured: `${p50(USER)} ms vs ${p50(HEALTH)} ms (${readRatio}×)`,
    pass: readRatio <= READ_RATIO_TARGET,
  },
  ...(api[SEARCH]
    ? [
        {
          budget: `${SEARCH} among ${SEEDED_USERS} users p50 < ${BUDGETS.userSearchP50Ms} ms (real Postgres)`,
          measured: `${p50(SEARCH)} ms`,
          pass: p50(SEARCH) < BUDGETS.userSearchP50Ms,
        },
      ]
    : []),
  ...usageBudgets(usageTimings, vitalsLoad),
  ...peerBudgets(peer),
  ...beforeInteraction.budgets(scriptBeforeInteraction),
];
const report = {
  measuredAt: new Date().toISOString(),
  pages: weights,
  withPage,
  lighthouse,
  sweep,
  signedIn,
  api,
  readRatio,
  usage: usageTimings,
  vitalsLoad,
  peer,
  scriptBeforeInteraction,
  budgets,
};
mkdirSync('bench-report', { recursive: true });
writeFileSync('bench-report/report.json', JSON.stringify(report, null, 2));

/** One row per page: the scores, the metrics, and what the largest paint was. */
function lighthouseTable(results: Record<string, LighthouseScores>): string[] {
  return [
    '| page | perf | a11y | best practices | SEO | LCP | FCP | CLS | TBT | script before LCP | font | HTML | elements | scripts | largest paint |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...Object.entries(results).map(([page, s]) => {
      const built = withPage.find((w) => w.page === page.split(' ')[0]);
      return `| ${page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo}${s.noIndex ? ' (noindex)' : ''} | ${s.lcpMs} ms | ${s.fcpMs} ms | ${s.cls} | ${s.tbtMs} ms | ${kb(s.scriptBytesBeforeLcp)} | ${kb(s.fontBytes)} | ${kb(s.htmlBytes)} | ${built?.html.elements ?? '?'} | ${s.scriptRequests} | ${s.lcpElement.replaceAll('|', '/')} |`;
    }),
  ];
}

const lines = [
  `# Benchmark, ${report.measuredAt}`,
  '',
  '## Budgets',
  '',
  '| budget | measured | |',
  '| --- | --- | --- |',
  ...budgets.map((b) => `| ${b.budget} | ${b.measured} | ${b.pass ? 'pass' : '**FAIL**'} |`),
  '',
  '## JavaScript and CSS per page',
  '',
  'With the page: scripts, islands and their static imports. On demand: chunks loaded only when asked for',
  '(the Cookie Preferences dialog, zod for the contact form, web-vitals after consent).',
  '',
  '| page | JS files with the page | JS gzip with the page | on demand, gzip | CSS gzip |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...withPage.map((w) => {
    const all = weights.find((x) => x.page === w.page)!;
    return `| ${w.page} | ${w.js.files} | ${kb(w.js.gzip)} | ${kb(all.js.gzip - w.js.gzip)} | ${kb(w.css.gzip)} |`;
  }),
  '',
  `## Lighthouse (mobile, median of ${runs} runs, Brotli static server)`,
  '',
  `Budgets: LCP ≤ ${BUDGETS.lcpMs} ms (${BUDGETS.lcpPages.join(', ')}), TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}, ` +
    `no script before LCP, fonts ≤ ${BUDGETS.fontBytes / 1024} KB, landing HTML ≤ ${BUDGETS.landingHtmlBrotli / 1024} KB Brotli ` +
    `and ≤ ${BUDGETS.landingElements} elements.`,
  '',
  ...lighthouseTable(lighthouse),
  '',
  ...peerLines(peer),
  `## Behind sign-in (Lighthouse mobile, median of ${runs} runs, the demo member's and administrator's cookies)`,
  '',
  `Budgets: performance 100, LCP ≤ ${BUDGETS.signedInLcpRatio}× /privacy-policy's (${lighthouse['/privacy-policy']?.lcpMs ?? '?'} ms in this run), ` +
    `TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}, no script before LCP, ≤ ${BUDGETS.signedInScriptRequests} script requests (the administrator's dashboard ${BUDGETS.adminPanelScriptRequests} more, for its panels).`,
  '',
  ...lighthouseTable(signedIn),
  '',
  `## Every other public page (Lighthouse performance only, median of ${sweepRuns} run${sweepRuns > 1 ? 's' : ''})`,
  '',
  '| page | performance | LCP | FCP | CLS | TBT | script before LCP | font | HTML |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...Object.entries(sweep).map(
    ([page, s]) =>
      `| ${page} | ${s.performance} | ${s.lcpMs} ms | ${s.fcpMs} ms | ${s.cls} | ${s.tbtMs} ms | ${kb(s.scriptBytesBeforeLcp)} | ${kb(s.fontBytes)} | ${kb(s.htmlBytes)} |`,
  ),
  '',
  '## API latency (autocannon, 10 connections)',
  '',
  '| call | req/s | mean | p50 | p90 | p99 | errors |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...Object.entries(api).map(
    ([name, a]) =>
      `| ${name} | ${a.requestsPerSecond} | ${a.latencyMs.mean.toFixed(2)} ms | ${a.latencyMs.p50} ms | ${a.latencyMs.p90} ms | ${a.latencyMs.p99} ms | ${a.errors + a.non2xx} |`,
  ),
  '',
  `Signed-in read against public read, p50: ${USER} / ${HEALTH} = ${readRatio} ` +
    `(target at most ${READ_RATIO_TARGET}: ${readRatio <= READ_RATIO_TARGET ? 'met' : 'NOT met'}).`,
  '',
  ...usageLines(usageTimings, vitalsLoad),
  ...beforeInteraction.lines(scriptBeforeInteraction),
];
writeFileSync('bench-report/report.md', lines.join('\n'));
console.log(lines.join('\n'));
if (budgets.some((b) => !b.pass)) process.exitCode = 1;
