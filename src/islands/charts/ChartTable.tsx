// A chart's numbers as a table: a row per week, a column per series (with each week's share where the
// chart shows shares), and a total column when there are several series.
import { shareOf, weekLabel, weekTotals, type ChartCopy, type ChartData, type ChartKind } from './series.ts';

export default function ChartTable({
  data,
  kind,
  caption,
  copy,
}: {
  data: ChartData;
  kind: ChartKind;
  caption: string;
  copy: ChartCopy;
}) {
  const totals = weekTotals(data);
  const withTotal = data.series.length > 1 && kind !== 'lines';
  return (
    <div
      className="max-h-96 overflow-auto rounded-md ring-1 ring-slate-200"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-left text-small">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {copy.week}
            </th>
            {data.series.map((s) => (
              <th key={s.key} scope="col" className="px-3 py-2 text-right font-semibold">
                {s.label}
              </th>
            ))}
            {withTotal && (
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {copy.total}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {data.weeks.map((week, i) => (
            <tr key={week}>
              <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-normal">
                {weekLabel(week)}
              </th>
              {data.series.map((s) => (
                <td key={s.key} className="px-3 py-1.5 text-right tabular-nums">
                  {s.values[i] ?? copy.noValue}
                  {kind === 'share' && ` (${shareOf(s.values[i] ?? 0, totals[i]!)}%)`}
                </td>
              ))}
              {withTotal && <td className="px-3 py-1.5 text-right tabular-nums">{totals[i]}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
