// npm run bench: measures what visitors and operators feel, and writes bench-report/report.{json,md}.
//  1. JavaScript and CSS bytes (raw and gzip) each built page loads, islands and their imports included.
//  2. Lighthouse (mobile) scores for key pages, on the production-like server.
//  3. API latency with autocannon against the real server and database: a public read (/api/health) and
//     a signed-in read (/api/user, as a throwaway member registered for the run), and their p50 ratio.
// Options: --no-lighthouse, --pages=/,/privacy-policy  --duration=10 (seconds per API target)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { pageWeights, type PageWeight } from './bench/page-weights.ts';
import { runLighthouse, type LighthouseScores } from './bench/lighthouse.ts';

const args = new Map<string, string>(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = ''] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const port = Number(process.env.BENCH_PORT ?? 8990);
const base = `http://localhost:${port}`;
const lighthousePages = (args.get('pages') || '/,/privacy-policy,/access-request,/auth').split(',');
const apiDuration = Number(args.get('duration') || 10);
const HEALTH = 'GET /api/health';
const USER = 'GET /api/user';
const apiTargets = [
  { name: HEALTH, path: '/api/health', signedIn: false },
  { name: USER, path: '/api/user', signedIn: true },
];
/** A signed-in read may cost at most this many times the public one (p50): reads do not write. */
const READ_RATIO_TARGET = 2;

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('The production-like server did not start.');
}

/** Registers a throwaway member through the API (any database, no seed needed); returns its cookies. */
async function signedInCookie(): Promise<string> {
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${crypto.randomUUID()}@example.test`,
      password: crypto.randomUUID(),
      firstName: 'Bench',
      lastName: 'Runner',
    }),
  });
  if (response.status !== 201) throw new Error(`Could not register the bench member: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
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
const server = await startServer();
let lighthouse: Record<string, LighthouseScores> = {};
const api: Record<string, Awaited<ReturnType<typeof measureApi>>> = {};
try {
  if (args.get('no-lighthouse') === undefined) lighthouse = await runLighthouse(base, lighthousePages);
  const cookie = await signedInCookie();
  for (const target of apiTargets)
    api[target.name] = await measureApi(target.path, target.signedIn ? cookie : undefined);
} finally {
  server.kill('SIGTERM');
}

const p50 = (name: string) => api[name]?.latencyMs.p50 ?? NaN;
const readRatio = Math.round((p50(USER) / Math.max(p50(HEALTH), 1)) * 100) / 100;
const report = { measuredAt: new Date().toISOString(), pages: weights, lighthouse, api, readRatio };
mkdirSync('bench-report', { recursive: true });
writeFileSync('bench-report/report.json', JSON.stringify(report, null, 2));

const lines = [
  `# Benchmark, ${report.measuredAt}`,
  '',
  '## JavaScript and CSS per page (what the page loads, islands included)',
  '',
  '| page | JS | JS gzip | CSS gzip |',
  '| --- | ---: | ---: | ---: |',
  ...weights.map((w) => `| ${w.page} | ${kb(w.js.raw)} | ${kb(w.js.gzip)} | ${kb(w.css.gzip)} |`),
  '',
  '## Lighthouse (mobile)',
  '',
  '| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...Object.entries(lighthouse).map(
    ([page, s]) =>
      `| ${page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} ms | ${s.cls} | ${s.tbtMs} ms |`,
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
];
writeFileSync('bench-report/report.md', lines.join('\n'));
console.log(lines.join('\n'));
