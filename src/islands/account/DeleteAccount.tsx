import { lazy, Suspense, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { isCeremonyCancelled, withFactor } from '../../lib/passkeys.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import { goTo } from '../../lib/navigation.ts';
import { clearSignedInHint } from '../../stores/session.ts';
import { toast, toastAcrossNavigation } from '../../stores/toasts.ts';
import PasswordField from '../ui/PasswordField.tsx';
import DialogActions from '../ui/DialogActions.tsx';
import AccountSection from './AccountSection.tsx';
import { dangerButton } from '../ui/buttons.ts';
import { type AccountCopy } from './copy.ts';
import PasskeyConfirmFields, { type PasskeyConfirmation } from './PasskeyConfirmFields.tsx';
import { leaveIfSignedOut } from './signed-out.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';

// The dialog's code (Headless UI) loads when the member first asks to delete: few do.
const Modal = lazy(() => import('../ui/Modal.tsx'));

/**
 * 'Delete my account', confirmed in a dialog with the password and (an account with a second factor) that
 * factor; then the landing page.
 */
export default function DeleteAccount(props: {
  copy: AccountCopy;
  factor: Exclude<PasskeyConfirmation, 'password'> | null;
}) {
  const { copy, factor } = props;
  const labels = copy.deletion;
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted. Headless UI, loaded only then, has not seen what had focus
  // before it opened, so closing hands focus back to the button here.
  const [asked, setAsked] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const { errors, pending, onSubmit, onInput } = useFormSubmit({
    schema: () => import('../../schemas/account.ts').then((m) => m.accountDeletionSchema),
    send: async (input) =>
      api(endpoints.account, 'DELETE', {
        body: await withFactor(input, factor === 'passkey' || factor === 'code-or-passkey'),
      }),
    onSuccess: () => {
      clearSignedInHint();
      toastAcrossNavigation({ title: labels.deletedTitle, description: labels.deletedText });
      goTo('/');
    },
    failureTitle: copy.errorTitle,
    onFailure: (error) => {
      if (!isCeremonyCancelled(error)) return leaveIfSignedOut(error);
      toast({ title: copy.errorTitle, description: copy.passkeys.notConfirmed });
      return true;
    },
    leavesPage: true,
  });

  return (
    <AccountSection id="delete-account" heading={labels.heading} intro={labels.intro}>
      <button
        type="button"
        ref={opener}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        className={dangerButton}
      >
        {labels.open}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <Modal
            open={open}
            onClose={() => !pending && close()}
            role="alertdialog"
            title={labels.dialogTitle}
            description={labels.dialogText}
          >
            <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-5">
              <PasswordField
                id="delete-password"
                name="password"
                autoComplete="current-password"
                required
                data-autofocus
                label={labels.passwordLabel}
                showLabel={labels.showPassword}
                hideLabel={labels.hidePassword}
                error={errors.password}
              />
              {factor && <PasskeyConfirmFields copy={copy} mode={factor} id="delete-code" errors={errors} />}
              <DialogActions
                cancelLabel={labels.cancel}
                onCancel={close}
                pending={pending}
                label={labels.confirm}
                pendingLabel={labels.pending}
                danger
              />
            </form>
          </Modal>
        </Suspense>
      )}
    </AccountSection>
  );
}
