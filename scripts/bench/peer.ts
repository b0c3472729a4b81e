// Our pages side by side with AstroWind's (the best-known Astro starter), as a browser on a slow phone
// connection sees them. AstroWind's built site (`--peer=<folder>`, by default ../shared/peer/astrowind-dist
// beside the project, whose README says how it was built) is served by the same Brotli static server as
// ours, and each pair of comparable pages is measured alternately, run after run, so both sides share the
// machine's load: with Lighthouse's slow-4G profile applied for real (devtools throttling: each request
// delayed, the bandwidth and the CPU slowed) and with its simulation (what the performance score uses).
// Medians of the runs. The applied figures also hold our pages' own paint gap and shift: what a visitor's
// browser does, where the simulation counts every request finished before the largest paint (a preloaded
// font) as delaying it (docs/decisions/059).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runLighthouse, type LighthouseScores } from './lighthouse.ts';
import { startStaticServer } from './static-server.ts';
import { BUDGETS, type BudgetRow } from './budgets.ts';

/** Where the peer's built site is, relative to the project, unless `--peer` says. */
const DEFAULT_PEER_DIST = '../shared/peer/astrowind-dist';

/** Our page and AstroWind's page of the same kind. */
const PAIRS = [
  { ours: '/', peer: '/' },
  { ours: '/privacy-policy', peer: '/privacy/' },
] as const;

const METHODS = ['devtools', 'simulate'] as const;
type Method = (typeof METHODS)[number];

type Figures = Pick<LighthouseScores, 'performance' | 'lcpMs' | 'fcpMs' | 'cls'>;

/** The figures of a run, or the folder where the peer's built site was looked for in vain. */
export type PeerComparison = PeerFigures | { missing: string };

interface PeerFigures {
  runs: number;
  /** Per pair (keyed by our address), per method, the medians of each side. */
  pairs: Record<string, { peer: string } & Record<Method, { ours: Figures; peer: Figures }>>;
}

/** The median of each figure over the runs. */
function medians(samples: Figures[]): Figures {
  const median = (key: keyof Figures) => {
    const values = samples.map((s) => s[key]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return { performance: median('performance'), lcpMs: median('lcpMs'), fcpMs: median('fcpMs'), cls: median('cls') };
}

/**
 * Measures each pair `runs` times, alternating ours and the peer's and the two methods, with `oursBase`
 * serving our pages; the peer's built site (`dir`) is served on `port`.
 */
export async function comparePeer(
  oursBase: string,
  runs: number,
  port: number,
  dir = DEFAULT_PEER_DIST,
): Promise<PeerComparison> {
  if (!existsSync(path.join(dir, 'index.html'))) return { missing: path.resolve(dir) };
  const server = await startStaticServer(dir, port);
  const peerBase = `http://localhost:${port}`;
  const samples = new Map<string, Figures[]>();
  const record = (key: string, scores: LighthouseScores) => samples.set(key, [...(samples.get(key) ?? []), scores]);
  try {
    for (let run = 0; run < runs; run++)
      for (const pair of PAIRS)
        for (const method of METHODS)
          for (const [side, base, page] of [
            ['ours', oursBase, pair.ours],
            ['peer', peerBase, pair.peer],
          ] as const) {
            const result = await runLighthouse(base, [page], { performanceOnly: true, throttlingMethod: method });
            record(`${pair.ours} ${method} ${side}`, result[page]!);
          }
  } finally {
    server.close();
  }
  const of = (key: string) => medians(samples.get(key) ?? []);
  return {
    runs,
    pairs: Object.fromEntries(
      PAIRS.map((pair) => [
        pair.ours,
        {
          peer: pair.peer,
          ...Object.fromEntries(
            METHODS.map((method) => [
              method,
              { ours: of(`${pair.ours} ${method} ours`), peer: of(`${pair.ours} ${method} peer`) },
            ]),
          ),
        } as PeerFigures['pairs'][string],
      ]),
    ),
  };
}

const ratio = (ours: Figures, peer: Figures) => Math.round((ours.lcpMs / peer.lcpMs) * 100) / 100;

/**
 * The landing page's largest paint against AstroWind's (applied and simulated throttling), and, with
 * throttling applied, each compared page's largest paint within the paint gap of its first and no shift.
 */
export function peerBudgets(comparison: PeerComparison | undefined): BudgetRow[] {
  if (!comparison) return [];
  if ('missing' in comparison)
    return [
      { budget: 'AstroWind measured side by side', measured: `no built site in ${comparison.missing}`, pass: false },
    ];
  const rows: BudgetRow[] = [];
  const landing = comparison.pairs['/'];
  if (landing) {
    for (const [method, limit, what] of [
      ['devtools', BUDGETS.peerLcpRatioApplied, 'slow 4G applied'],
      ['simulate', BUDGETS.peerLcpRatioSimulated, 'slow 4G simulated'],
    ] as const) {
      const { ours, peer } = landing[method];
      rows.push({
        budget: `/: largest paint ≤ ${limit}× AstroWind's / (${what}, median of ${comparison.runs} alternating runs)`,
        measured: `${ours.lcpMs} ms vs ${peer.lcpMs} ms (${ratio(ours, peer)}×)`,
        pass: ours.lcpMs <= peer.lcpMs * limit,
      });
    }
  }
  for (const [page, pair] of Object.entries(comparison.pairs)) {
    const { ours } = pair.devtools;
    rows.push({
      budget: `${page}: largest paint ≤ ${BUDGETS.paintGapMs} ms after the first, CLS ${BUDGETS.appliedCls} (slow 4G applied)`,
      measured: `${ours.lcpMs - ours.fcpMs} ms (${ours.fcpMs} to ${ours.lcpMs} ms), CLS ${ours.cls}`,
      pass: ours.lcpMs - ours.fcpMs <= BUDGETS.paintGapMs && ours.cls <= BUDGETS.appliedCls,
    });
  }
  return rows;
}

/** The report's section: each pair's figures by both methods, and the ratios. */
export function peerLines(comparison: PeerComparison | undefined): string[] {
  if (!comparison || 'missing' in comparison) return [];
  const row = (page: string, peerPage: string, method: Method, figures: { ours: Figures; peer: Figures }) => {
    const { ours, peer } = figures;
    return `| ${page} vs ${peerPage} | ${method === 'devtools' ? 'applied' : 'simulated'} | ${ours.fcpMs} / ${ours.lcpMs} ms | ${ours.lcpMs - ours.fcpMs} ms | ${ours.cls} | ${ours.performance} | ${peer.fcpMs} / ${peer.lcpMs} ms | ${peer.cls} | ${peer.performance} | ${ratio(ours, peer)}× |`;
  };
  return [
    `## Side by side with AstroWind (Lighthouse mobile, slow 4G, median of ${comparison.runs} alternating runs)`,
    '',
    "Applied: devtools throttling, what a browser on that connection does. Simulated: Lighthouse's default,",
    'which its performance score uses.',
    '',
    '| pages | throttling | ours FCP / LCP | ours LCP − FCP | ours CLS | ours perf | AstroWind FCP / LCP | AstroWind CLS | AstroWind perf | LCP ratio |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...Object.entries(comparison.pairs).flatMap(([page, pair]) =>
      METHODS.map((method) => row(page, pair.peer, method, pair[method])),
    ),
    '',
  ];
}
