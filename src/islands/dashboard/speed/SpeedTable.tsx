// Per page template, the 75th percentile of each measure over 28 days, each rated against Google's
// thresholds in words and colour (good, needs improvement, poor), with the page views behind it.
import type { SiteSpeed } from '../../../schemas/vitals.ts';
import { rateVital, VITAL_NAMES, type VitalRating } from '../../../schemas/vital-thresholds.ts';
import type { DashboardCopy } from '../copy.ts';

const RATING_CLASS: Record<VitalRating, string> = {
  good: 'text-emerald-800',
  'needs-improvement': 'text-amber-800',
  poor: 'text-red-700',
};

export default function SpeedTable({ data, copy }: { data: SiteSpeed; copy: DashboardCopy['siteSpeed'] }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={copy.tableLabel}>
      <table className="w-full text-left text-small" data-testid="speed-table">
        <caption className="sr-only">{copy.intro}</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {copy.columns.template}
            </th>
            {VITAL_NAMES.map((name) => (
              <th key={name} scope="col" className="px-3 py-2 text-right font-semibold">
                <abbr title={copy.metrics[name]}>{name}</abbr>
              </th>
            ))}
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              {copy.columns.samples}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {data.templates.map((row) => (
            <tr key={row.template} data-template={row.template}>
              <th scope="row" className="py-2 pr-3 font-mono text-[0.8125rem] font-medium text-slate-900">
                {row.template}
              </th>
              {VITAL_NAMES.map((name) => {
                const value = row.p75[name];
                const rating = value === null ? undefined : rateVital(name, value);
                return (
                  <td key={name} className="px-3 py-2 text-right tabular-nums" data-metric={name}>
                    {value === null || !rating ? (
                      '–'
                    ) : (
                      <>
                        <span className="block font-semibold text-slate-900">{value}</span>
                        <span className={`block text-[0.75rem] font-semibold ${RATING_CLASS[rating]}`}>
                          {copy.ratings[rating]}
                        </span>
                      </>
                    )}
                  </td>
                );
              })}
              <td className="py-2 pl-3 text-right tabular-nums">{row.samples}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
