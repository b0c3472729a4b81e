// A chart's text summary, for people who do not see the drawing: the total, the busiest week, the latest
// week and, with several series, the largest of them. Filled from the content's sentences.
import { fill } from '../../lib/template.ts';
import { weekLabel, weekTotals, type ChartData } from './series.ts';

export interface SummaryCopy {
  /** '{total}', '{weeks}', '{busiestWeek}', '{busiestCount}', '{latest}'. */
  counts: string;
  /** '{series}', '{count}': the largest series over the period. */
  largest: string;
  /** When every week is zero. */
  none: string;
}

export function summarise(data: ChartData, copy: SummaryCopy): string {
  const totals = weekTotals(data);
  const total = totals.reduce((sum, n) => sum + n, 0);
  if (total === 0) return fill(copy.none, { weeks: data.weeks.length });
  const busiest = totals.indexOf(Math.max(...totals));
  const sentence = fill(copy.counts, {
    total,
    weeks: data.weeks.length,
    busiestWeek: weekLabel(data.weeks[busiest]!),
    busiestCount: totals[busiest]!,
    latest: totals.at(-1)!,
  });
  if (data.series.length < 2) return sentence;
  const sums = data.series.map((s) => ({
    label: s.label,
    count: s.values.reduce<number>((sum, n) => sum + (n ?? 0), 0),
  }));
  const top = sums.reduce((best, s) => (s.count > best.count ? s : best));
  return `${sentence} ${fill(copy.largest, { series: top.label, count: top.count })}`;
}
