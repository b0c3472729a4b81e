// The administrators' Briefings panel: how many members get briefings by e-mail (and how many wait to
// confirm their address), and each entry's send, newest first: its messages waiting, being sent, sent,
// refused, of unknown fate and cancelled, and the members who unsubscribed since it was queued.
import { api } from '../../../lib/api.ts';
import { fill } from '../../../lib/template.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import { useApiData } from '../../data/use-api-data.ts';
import { formatDateTime } from '../../ui/dates.ts';
import AdminPanel from '../AdminPanel.tsx';
import type { DashboardCopy } from '../copy.ts';

const loadPanel = () => api(endpoints.adminBriefings, 'GET');

export default function BriefingsPanel({ copy }: { copy: DashboardCopy['briefingsPanel'] }) {
  const { state, reload } = useApiData(loadPanel);
  const panel = state.status === 'ready' ? state.data : null;
  const counts = (row: NonNullable<typeof panel>['entries'][number]) =>
    [
      [copy.waiting, row.waiting],
      [copy.sending, row.sending],
      [copy.sent, row.sent],
      [copy.refused, row.refused],
      [copy.unknown, row.unknown],
      [copy.cancelled, row.cancelled],
      [copy.unsubscribes, row.unsubscribesSince],
    ] as const;
  return (
    <AdminPanel
      id="briefings-panel"
      heading={copy.heading}
      intro={copy.intro}
      action={
        panel && (
          <p className="text-small font-semibold text-slate-700" data-testid="briefings-subscribers">
            {fill(panel.subscribers === 1 ? copy.subscribers.one : copy.subscribers.other, {
              count: panel.subscribers,
            })}
            {panel.awaitingVerification > 0 && (
              <span className="block font-normal text-slate-600">
                {fill(panel.awaitingVerification === 1 ? copy.awaiting.one : copy.awaiting.other, {
                  count: panel.awaitingVerification,
                })}
              </span>
            )}
          </p>
        )
      }
      controls={null}
      status={state.status}
      loadingText={copy.loading}
      failedText={copy.fetchFailed}
      onRetry={() => void reload()}
    >
      {panel && panel.entries.length === 0 && <p className="py-6 text-center text-slate-600">{copy.empty}</p>}
      {panel && panel.entries.length > 0 && (
        <ul className="space-y-4">
          {panel.entries.map((row) => (
            <li key={row.slug} className="rounded-lg p-4 ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">{row.title}</p>
              <p className="text-small text-slate-600">{fill(copy.queuedAt, { date: formatDateTime(row.queuedAt) })}</p>
              <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
                {counts(row).map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-small text-slate-600">{label}</dt>
                    <dd className="text-h4 text-brand-navy">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
