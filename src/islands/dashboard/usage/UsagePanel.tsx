// The administrators' Usage panel: a period (4, 12 or 52 weeks) and a chart per question a partner asks,
// each with its table, summary and CSV. The figures are aggregates the server counts; no rows come here.
import { useState } from 'react';
import { api, apiHref } from '../../../lib/api.ts';
import { fill } from '../../../lib/template.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import { USAGE_PERIODS, type UsagePeriod } from '../../../schemas/usage.ts';
import { toastFailure } from '../../../stores/toasts.ts';
import ChartFigure from '../../charts/ChartFigure.tsx';
import { summarise } from '../../charts/summary.ts';
import { useApiData } from '../../data/use-api-data.ts';
import Field from '../../ui/Field.tsx';
import AdminPanel from '../AdminPanel.tsx';
import type { DashboardApplication, DashboardCopy } from '../copy.ts';
import { usageCharts } from './usage-charts.ts';

interface UsagePanelProps {
  copy: DashboardCopy['usage'];
  charts: DashboardCopy['charts'];
  applications: readonly DashboardApplication[];
}

export default function UsagePanel({ copy, charts, applications }: UsagePanelProps) {
  const [weeks, setWeeks] = useState<UsagePeriod>(12);
  const { state, reload } = useApiData(
    () => api(endpoints.adminUsage, 'GET', { query: { weeks: String(weeks) as `${UsagePeriod}` } }),
    { onError: (error) => toastFailure(copy.fetchFailed, error), loadingOnReload: true },
    [weeks],
  );
  const period = (
    <Field id="usage-period" label={copy.period.label}>
      {(control) => (
        <select {...control} value={weeks} onChange={(event) => setWeeks(Number(event.target.value) as UsagePeriod)}>
          {USAGE_PERIODS.map((n) => (
            <option key={n} value={n}>
              {fill(copy.period.option, { weeks: n })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <AdminPanel
      id="usage"
      heading={copy.heading}
      intro={copy.intro}
      action={null}
      controls={<div className="max-w-48">{period}</div>}
      status={state.status}
      loadingText={copy.loading}
      failedText={copy.fetchFailed}
      onRetry={() => void reload()}
    >
      {state.status === 'ready' && (
        <div className="grid gap-6 xl:grid-cols-2">
          {usageCharts(state.data, copy, applications).map(({ chart, kind, data }) => (
            <ChartFigure
              key={chart}
              id={`usage-${chart}`}
              title={copy.charts[chart]}
              summary={summarise(data, charts.summary)}
              data={data}
              kind={kind}
              copy={charts}
              csvHref={apiHref(endpoints.adminUsageExport, 'GET', {
                query: { weeks: String(weeks) as `${UsagePeriod}`, chart },
              })}
            />
          ))}
        </div>
      )}
    </AdminPanel>
  );
}
