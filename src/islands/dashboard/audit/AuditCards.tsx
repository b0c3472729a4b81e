import type { AuditEvent } from '../../../schemas/audit.ts';
import type { DashboardCopy } from '../copy.ts';
import { formatDateTime } from '../../ui/dates.ts';

/**
 * The events as stacked cards, below the width where the table fits: each field's label above its value,
 * so an address has the card's whole width and wraps only if it is wider than that.
 */
export default function AuditCards({ events, copy }: { events: AuditEvent[]; copy: DashboardCopy['audit'] }) {
  const columns = copy.columns;
  return (
    <ul className="space-y-3 lg:hidden">
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
          <dl className="mt-2 space-y-1">
            {[
              { label: columns.actor, value: event.actorEmail },
              { label: columns.target, value: event.targetEmail },
              { label: columns.network, value: event.ipAddress },
            ].map(({ label, value }) => (
              <div key={label}>
                <dt className="text-caption text-slate-600">{label}</dt>
                <dd className="wrap-break-word text-slate-800">{value ?? copy.nobody}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
