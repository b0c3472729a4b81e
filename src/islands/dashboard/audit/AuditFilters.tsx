import type { FormEvent } from 'react';
import { AUDIT_ACTIONS } from '../../../schemas/audit.ts';
import type { DashboardCopy } from '../copy.ts';
import { NO_FILTERS, type AuditFilterValues } from './use-audit.ts';

const input =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-ocean focus:outline-none focus:ring-2 focus:ring-brand-ocean/40';
const label = 'block text-sm font-medium text-slate-800';

/** Action, user (start of an e-mail address) and a date range; applied together with Filter. */
export default function AuditFilters({
  copy,
  onApply,
}: {
  copy: DashboardCopy['audit'];
  onApply: (filters: AuditFilterValues) => void;
}) {
  const labels = copy.filters;
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: keyof AuditFilterValues) => String(data.get(name) ?? '');
    onApply({ action: value('action'), user: value('user'), from: value('from'), to: value('to') });
  }
  return (
    <form onSubmit={onSubmit} onReset={() => onApply(NO_FILTERS)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <label htmlFor="audit-action" className={label}>
          {labels.action}
        </label>
        <select id="audit-action" name="action" className={input} defaultValue="">
          <option value="">{labels.anyAction}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {copy.actions[action]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-user" className={label}>
          {labels.user}
        </label>
        <input
          id="audit-user"
          name="user"
          type="search"
          autoComplete="off"
          aria-describedby="audit-user-hint"
          className={input}
        />
        <p id="audit-user-hint" className="mt-1 text-xs text-slate-600">
          {labels.userHint}
        </p>
      </div>
      <div>
        <label htmlFor="audit-from" className={label}>
          {labels.from}
        </label>
        <input id="audit-from" name="from" type="date" className={input} />
      </div>
      <div>
        <label htmlFor="audit-to" className={label}>
          {labels.to}
        </label>
        <input id="audit-to" name="to" type="date" className={input} />
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <button
          type="submit"
          className="rounded-md bg-brand-navy px-4 py-2 text-sm font-semibold text-white hover:bg-brand-ocean"
        >
          {labels.apply}
        </button>
        <button
          type="reset"
          className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {labels.clear}
        </button>
      </div>
    </form>
  );
}
