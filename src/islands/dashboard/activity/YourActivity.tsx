// "Your activity": each application the member has opened (how often, when last) and their launches per
// week. The heading and introduction are in the static HTML; the figures fill in once signed in, and
// again the moment a launch is announced from this tab or another.
import type { MemberActivity } from '../../../schemas/usage.ts';
import ChartFigure from '../../charts/ChartFigure.tsx';
import { summarise } from '../../charts/summary.ts';
import ReadStatus from '../../data/ReadStatus.tsx';
import { formatDateTime } from '../../ui/dates.ts';
import type { DashboardApplication, DashboardCopy } from '../copy.ts';
import { useActivity } from './use-activity.ts';

interface YourActivityProps {
  signedIn: boolean;
  applications: DashboardApplication[];
  copy: DashboardCopy['activity'];
  charts: DashboardCopy['charts'];
}

/** The chart's series: each application launched in the period, by name, in the dashboard's order. */
function chartData(activity: MemberActivity, applications: DashboardApplication[]) {
  const launched = applications.filter((app) => activity.weeks.some((w) => w.launches[app.id]));
  return {
    weeks: activity.weeks.map((w) => w.week),
    series: launched.map((app) => ({
      key: app.id,
      label: app.name,
      values: activity.weeks.map((w) => w.launches[app.id] ?? 0),
    })),
  };
}

export default function YourActivity({ signedIn, applications, copy, charts }: YourActivityProps) {
  const { state, reload } = useActivity(signedIn);
  const nameOf = (id: string) => applications.find((app) => app.id === id)?.name ?? id;
  const activity = state.status === 'ready' ? state.data : undefined;
  const data = activity && chartData(activity, applications);
  return (
    <section aria-labelledby="activity-heading" data-testid="your-activity">
      <h2 id="activity-heading" className="text-h2 text-brand-navy">
        {copy.heading}
      </h2>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <div className="mt-6 min-h-24 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <ReadStatus
          status={signedIn ? state.status : 'loading'}
          loadingText={copy.loading}
          failedText={copy.fetchFailed}
          onRetry={() => void reload()}
        >
          {activity && activity.applications.length === 0 && <p className="py-4 text-slate-700">{copy.empty}</p>}
          {activity && data && activity.applications.length > 0 && (
            <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <table className="w-full self-start text-left text-small" data-testid="activity-table">
                <caption className="sr-only">{copy.heading}</caption>
                <thead className="border-b border-slate-200 text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {copy.columns.application}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      {copy.columns.launches}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {copy.columns.lastLaunched}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {activity.applications.map((row) => (
                    <tr key={row.applicationName} data-application={row.applicationName}>
                      <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                        {nameOf(row.applicationName)}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">{row.launches}</td>
                      <td className="py-2">
                        <time dateTime={row.lastLaunchedAt}>{formatDateTime(row.lastLaunchedAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <ChartFigure
                id="activity-chart"
                title={copy.chartTitle}
                summary={summarise(data, charts.summary)}
                data={data}
                kind="stacked"
                copy={charts}
              />
            </div>
          )}
        </ReadStatus>
      </div>
    </section>
  );
}
