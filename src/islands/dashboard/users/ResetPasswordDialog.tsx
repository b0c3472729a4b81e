import NewPasswordField from '../../ui/NewPasswordField.tsx';
import type { FormEvent } from 'react';
import { fill } from '../../../lib/template.ts';
import { api } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import { toast } from '../../../stores/toasts.ts';
import { formValues, useFieldErrors } from '../../forms/use-field-errors.ts';
import DialogActions from '../../ui/DialogActions.tsx';
import Modal from '../../ui/Modal.tsx';
import { useDialogMutation, type UserDialogProps } from './use-users.ts';

/** Reset Password for one user; 'Updating...' while pending; closes and clears on success or cancel. */
export default function ResetPasswordDialog({ target, onClose, refresh, copy }: UserDialogProps) {
  const { errors, validate, showServerErrors, clear } = useFieldErrors(copy.toasts.errorTitle);
  const labels = copy.resetDialog;
  const { pending, run } = useDialogMutation(copy.toasts, 'reset', refresh, onClose);
  const name = target ? `${target.firstName} ${target.lastName}` : '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = await validate(
      () => import('../../../schemas/auth.ts').then((m) => m.resetPasswordSchema),
      formValues(form),
      form,
    );
    if (!checked) return;
    const { data: input, errors: invalid } = checked;
    if (invalid) toast({ title: copy.toasts.validationTitle, description: invalid.password, variant: 'destructive' });
    if (!input || !target) return;
    void run(
      () => api(endpoints.adminUserPassword, 'PUT', { params: { userId: target.id }, body: input }),
      (error) => showServerErrors(error, form),
    );
  }

  return (
    <Modal
      open={target !== null}
      onClose={() => !pending && onClose()}
      title={labels.title}
      description={fill(labels.description, { name })}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        onInput={(e) => clear((e.target as HTMLInputElement).name)}
        className="space-y-4"
      >
        <NewPasswordField
          id="reset-password"
          name="password"
          data-autofocus
          label={labels.passwordLabel}
          hint={labels.passwordHint}
          error={errors.password}
          owner={target ?? undefined}
        />
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
