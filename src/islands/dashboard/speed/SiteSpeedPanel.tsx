// The administrators' Site speed panel: real visitors' speed per page template over 28 days against
// Google's thresholds, for every device or one class, and one measure's weekly trend as a chart.
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { fill } from '../../../lib/template.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import { DEVICE_CLASSES, VITAL_NAMES, type DeviceClass, type VitalName } from '../../../schemas/vital-thresholds.ts';
import { toastFailure } from '../../../stores/toasts.ts';
import ChartFigure from '../../charts/ChartFigure.tsx';
import { useApiData } from '../../data/use-api-data.ts';
import Field from '../../ui/Field.tsx';
import AdminPanel from '../AdminPanel.tsx';
import type { DashboardCopy } from '../copy.ts';
import SpeedTable from './SpeedTable.tsx';

/** The trend chart draws the busiest templates; the table lists every one. */
const TREND_TEMPLATES = 6;

interface SiteSpeedPanelProps {
  copy: DashboardCopy['siteSpeed'];
  charts: DashboardCopy['charts'];
}

export default function SiteSpeedPanel({ copy, charts }: SiteSpeedPanelProps) {
  const [device, setDevice] = useState<DeviceClass | 'all'>('all');
  const [metric, setMetric] = useState<VitalName>('LCP');
  const { state, reload } = useApiData(
    () => api(endpoints.adminSiteSpeed, 'GET', { query: { device } }),
    { onError: (error) => toastFailure(copy.fetchFailed, error), loadingOnReload: true },
    [device],
  );
  const controls = (
    <div className="grid max-w-xl gap-4 sm:grid-cols-2">
      <Field id="speed-device" label={copy.device.label}>
        {(control) => (
          <select
            {...control}
            value={device}
            onChange={(event) => setDevice(event.target.value as DeviceClass | 'all')}
          >
            {(['all', ...DEVICE_CLASSES] as const).map((value) => (
              <option key={value} value={value}>
                {copy.device[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="speed-metric" label={copy.trend.metric}>
        {(control) => (
          <select {...control} value={metric} onChange={(event) => setMetric(event.target.value as VitalName)}>
            {VITAL_NAMES.map((name) => (
              <option key={name} value={name}>
                {copy.metrics[name]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
  const data = state.status === 'ready' ? state.data : undefined;
  const trend = data && {
    weeks: data.weeks,
    series: data.templates
      .slice(0, TREND_TEMPLATES)
      .map((row) => ({ key: row.template, label: row.template, values: data.trend[metric]?.[row.template] ?? [] }))
      .filter((series) => series.values.some((value) => value !== null)),
  };
  const metricName = copy.metrics[metric];
  return (
    <AdminPanel
      id="site-speed"
      heading={copy.heading}
      intro={copy.intro}
      action={null}
      controls={controls}
      status={state.status}
      loadingText={copy.loading}
      failedText={copy.fetchFailed}
      onRetry={() => void reload()}
    >
      {data && data.templates.length === 0 && <p className="py-4 text-slate-700">{copy.empty}</p>}
      {data && trend && data.templates.length > 0 && (
        <div className="space-y-6">
          <SpeedTable data={data} copy={copy} />
          <ChartFigure
            id="speed-trend"
            title={fill(copy.trend.title, { metric: metricName })}
            summary={fill(copy.trend.summary, { metric: metricName })}
            data={trend}
            kind="lines"
            copy={charts}
          />
        </div>
      )}
    </AdminPanel>
  );
}
