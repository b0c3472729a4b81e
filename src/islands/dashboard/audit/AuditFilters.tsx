import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import type { FormEvent } from 'react';
import { AUDIT_ACTIONS } from '../../../schemas/audit-actions.ts';
import Field from '../../ui/Field.tsx';
import TextField from '../../ui/TextField.tsx';
import type { DashboardCopy } from '../copy.ts';
import { NO_FILTERS, type AuditFilterValues } from './use-audit.ts';

/**
 * Action, user (start of an e-mail address) and a date range; applied together with Filter. The controls
 * line up along their bottom edge, so the user field's hint does not push its box below the others.
 */
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
    <form
      onSubmit={onSubmit}
      onReset={() => onApply(NO_FILTERS)}
      className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field id="audit-action" label={labels.action}>
        {(control) => (
          <select {...control} name="action" defaultValue="">
            <option value="">{labels.anyAction}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {copy.actions[action]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        id="audit-user"
        name="user"
        type="search"
        autoComplete="off"
        label={labels.user}
        hint={labels.userHint}
      />
      <TextField id="audit-from" name="from" type="date" label={labels.from} />
      <TextField id="audit-to" name="to" type="date" label={labels.to} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={primaryButton}>
          {labels.apply}
        </button>
        <button type="reset" className={secondaryButton}>
          {labels.clear}
        </button>
      </div>
    </form>
  );
}
