import type { AuditEvent } from '../../../schemas/audit.ts';
import type { DashboardCopy } from '../copy.ts';
import { formatDateTime } from '../../ui/dates.ts';
import AuditCards from './AuditCards.tsx';

const cell = 'px-3 py-2 align-top';

/**
 * The events, newest first: when, what, who acted, on which account, from which network, and the outcome.
 * A table where its six columns fit (a laptop), stacked cards below that (phones and tablets, as the user
 * list), so an address is never broken by letters to fit a narrow column.
 */
export default function AuditTable({ events, copy }: { events: AuditEvent[]; copy: DashboardCopy['audit'] }) {
  if (events.length === 0) return <p className="py-6 text-center text-slate-600">{copy.empty}</p>;
  const columns = copy.columns;
  return (
    <>
      <AuditCards events={events} copy={copy} />
      {/* Addresses stay whole; focusable, so a keyboard can scroll the table sideways if it is still too wide. */}
      <div className="hidden overflow-x-auto lg:block" tabIndex={0}>
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {[columns.when, columns.action, columns.actor, columns.target, columns.network, columns.outcome].map(
                (label) => (
                  <th key={label} scope="col" className={`${cell} font-semibold`}>
                    {label}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {events.map((event) => (
              <tr key={event.id}>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>
                  <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
                </td>
                <th scope="row" className={`${cell} font-medium text-slate-900`}>
                  {copy.actions[event.action] ?? event.action}
                </th>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>{event.actorEmail ?? copy.nobody}</td>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>{event.targetEmail ?? copy.nobody}</td>
                <td className={`${cell} text-slate-700`}>{event.ipAddress ?? copy.nobody}</td>
                <td className={`${cell} ${event.outcome === 'success' ? 'text-emerald-800' : 'text-red-800'}`}>
                  {copy.outcomes[event.outcome]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
