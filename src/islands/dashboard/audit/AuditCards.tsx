import type { AuditEvent } from '../../../schemas/audit.ts';
import type { DashboardCopy } from '../copy.ts';
import { formatDateTime } from '../../ui/dates.ts';

/** The events as stacked cards, for phones: every field on its own line, addresses wrapping whole. */
export default function AuditCards({ events, copy }: { events: AuditEvent[]; copy: DashboardCopy['audit'] }) {
  const columns = copy.columns;
  return (
    <ul className="space-y-3 md:hidden">
      {events.map((event) => (
        <li key={event.id} className="rounded-lg border border-slate-200 p-4 text-small">
          <p className="font-medium text-slate-900">{copy.actions[event.action] ?? event.action}</p>
          <p className="text-slate-700">
            <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
            {' · '}
            <span className={event.outcome === 'success' ? 'text-emerald-800' : 'text-red-800'}>
              {copy.outcomes[event.outcome]}
            </span>
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-600">{columns.actor}</dt>
            <dd className="break-all text-slate-800">{event.actorEmail ?? copy.nobody}</dd>
            <dt className="text-slate-600">{columns.target}</dt>
            <dd className="break-all text-slate-800">{event.targetEmail ?? copy.nobody}</dd>
            <dt className="text-slate-600">{columns.network}</dt>
            <dd className="text-slate-800">{event.ipAddress ?? copy.nobody}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
