import NewPasswordField from '../../ui/NewPasswordField.tsx';
import type { FormEvent } from 'react';
import { api } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import { toast } from '../../../stores/toasts.ts';
import TextField from '../../ui/TextField.tsx';
import { formValues, useFieldErrors } from '../../forms/use-field-errors.ts';
import type { DashboardCopy } from '../copy.ts';
import DialogActions from '../../ui/DialogActions.tsx';
import Modal from '../../ui/Modal.tsx';
import { useDialogMutation } from './use-users.ts';

interface AddUserDialogProps {
  open: boolean;
  onClose: () => void;
  refresh: () => Promise<void>;
  copy: DashboardCopy['users'];
}

const REQUIRED = ['firstName', 'lastName', 'email', 'password'] as const;

/** Add User: a member unless 'Administrator' is ticked. The form clears on success (the dialog closes). */
export default function AddUserDialog({ open, onClose, refresh, copy }: AddUserDialogProps) {
  const { errors, validate, showServerErrors, clear } = useFieldErrors(copy.toasts.errorTitle);
  const labels = copy.addDialog;
  const { pending, run } = useDialogMutation(copy.toasts, 'added', refresh, onClose);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const role = values.role === 'admin' ? 'admin' : 'member';
    const checked = await validate(
      () => import('../../../schemas/auth.ts').then((m) => m.createUserSchema),
      { ...values, role },
      form,
    );
    if (!checked) return;
    const { data: input, errors: invalid } = checked;
    if (!input) {
      const missing = REQUIRED.some((field) => !values[field]?.trim());
      const description = missing ? copy.toasts.requiredText : Object.values(invalid)[0];
      toast({ title: copy.toasts.validationTitle, description, variant: 'destructive' });
      return;
    }
    void run(
      () => api(endpoints.adminUsers, 'POST', { body: input }),
      (error) => showServerErrors(error, form),
    );
  }

  return (
    <Modal open={open} onClose={() => !pending && onClose()} title={labels.title} description={labels.description}>
      <form
        noValidate
        onSubmit={onSubmit}
        onInput={(e) => clear((e.target as HTMLInputElement).name)}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="add-first-name"
            name="firstName"
            data-autofocus
            required
            label={labels.firstNameLabel}
            error={errors.firstName}
          />
          <TextField id="add-last-name" name="lastName" required label={labels.lastNameLabel} error={errors.lastName} />
        </div>
        <TextField
          id="add-email"
          name="email"
          type="email"
          required
          autoComplete="off"
          label={labels.emailLabel}
          error={errors.email}
        />
        <NewPasswordField
          id="add-password"
          name="password"
          label={labels.passwordLabel}
          hint={labels.passwordHint}
          error={errors.password}
        />
        <div className="flex gap-3">
          <input
            id="add-admin"
            name="role"
            value="admin"
            type="checkbox"
            aria-describedby="add-admin-hint"
            className="mt-1 h-4 w-4"
          />
          <div>
            <label htmlFor="add-admin" className="font-medium text-slate-800">
              {labels.adminLabel}
            </label>
            <p id="add-admin-hint" className="text-small text-slate-600">
              {labels.adminHint}
            </p>
          </div>
        </div>
        <DialogActions
          cancelLabel={copy.cancel}
          onCancel={onClose}
          pending={pending}
          label={labels.submit}
          pendingLabel={labels.pending}
        />
      </form>
    </Modal>
  );
}
