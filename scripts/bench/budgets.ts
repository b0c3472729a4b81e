// The performance budgets the product holds itself to, checked against a bench report.
import type { PageWeight } from './page-weights.ts';
import type { LighthouseScores } from './lighthouse.ts';

export const BUDGETS = {
  landingJsGzip: 95 * 1024,
  landingScriptFiles: 12,
  tbtMs: 50,
  cls: 0.01,
  /** /auth's largest paint relative to /privacy-policy's, in the same run. */
  authLcpRatio: 1.1,
  /** An administrator's user search among 5,000 users, p50 on real Postgres (the bench's API section). */
  userSearchP50Ms: 20,
} as const;

export interface BudgetRow {
  budget: string;
  measured: string;
  pass: boolean;
}

export function checkBudgets(
  withPage: PageWeight[],
  keyPages: Record<string, LighthouseScores>,
  sweep: Record<string, LighthouseScores>,
): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const landing = withPage.find((w) => w.page === '/');
  if (landing) {
    rows.push({
      budget: `landing JavaScript with the page ≤ ${BUDGETS.landingJsGzip / 1024} KB gzip, React DOM included`,
      measured: `${(landing.js.gzip / 1024).toFixed(1)} KB`,
      pass: landing.js.gzip <= BUDGETS.landingJsGzip,
    });
    rows.push({
      budget: `landing script files ≤ ${BUDGETS.landingScriptFiles}`,
      measured: String(landing.js.files),
      pass: landing.js.files <= BUDGETS.landingScriptFiles,
    });
  }
  const all = { ...sweep, ...keyPages };
  if (Object.keys(all).length) {
    const worstTbt = Object.entries(all).sort(([, a], [, b]) => b.tbtMs - a.tbtMs)[0]!;
    const worstCls = Object.entries(all).sort(([, a], [, b]) => b.cls - a.cls)[0]!;
    rows.push({
      budget: `Total Blocking Time ≤ ${BUDGETS.tbtMs} ms on every public page (${Object.keys(all).length} measured)`,
      measured: `worst ${worstTbt[1].tbtMs} ms (${worstTbt[0]})`,
      pass: worstTbt[1].tbtMs <= BUDGETS.tbtMs,
    });
    rows.push({
      budget: `CLS ≤ ${BUDGETS.cls} on every public page`,
      measured: `worst ${worstCls[1].cls} (${worstCls[0]})`,
      pass: worstCls[1].cls <= BUDGETS.cls,
    });
  }
  for (const [page, s] of Object.entries(keyPages)) {
    const scores = [s.performance, s.accessibility, s.bestPractices, ...(s.noIndex ? [] : [s.seo])];
    rows.push({
      budget: `${page}: performance, accessibility, best practices${s.noIndex ? '' : ', SEO'} 100`,
      measured: `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}${s.noIndex ? ' (noindex)' : ''}`,
      pass: scores.every((value) => value === 100),
    });
  }
  const auth = keyPages['/auth'];
  const policy = keyPages['/privacy-policy'];
  if (auth && policy) {
    rows.push({
      budget: `/auth largest paint ≤ ${BUDGETS.authLcpRatio}× /privacy-policy's`,
      measured: `${auth.lcpMs} ms vs ${policy.lcpMs} ms (${(auth.lcpMs / policy.lcpMs).toFixed(2)}×)`,
      pass: auth.lcpMs <= policy.lcpMs * BUDGETS.authLcpRatio,
    });
  }
  return rows;
}
