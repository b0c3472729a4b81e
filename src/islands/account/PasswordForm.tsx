import NewPasswordField from '../ui/NewPasswordField.tsx';
import { api } from '../../lib/api.ts';
import { isCeremonyCancelled, withFactor } from '../../lib/passkeys.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import { toast } from '../../stores/toasts.ts';
import PasswordField from '../ui/PasswordField.tsx';
import AccountSection from './AccountSection.tsx';
import { primaryButton } from '../ui/buttons.ts';
import { type AccountCopy } from './copy.ts';
import PasskeyConfirmFields, { type PasskeyConfirmation } from './PasskeyConfirmFields.tsx';
import { leaveIfSignedOut } from './signed-out.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';

/**
 * A new password, with the current one and (an account with a second factor) that factor: a code, or one
 * of the passkeys; every other session ends.
 */
export default function PasswordForm(props: {
  copy: AccountCopy;
  factor: Exclude<PasskeyConfirmation, 'password'> | null;
  onChanged: () => void;
}) {
  const { copy, factor, onChanged } = props;
  const labels = copy.password;
  const { errors, pending, disabled, onSubmit, onInput } = useFormSubmit({
    schema: () => import('../../schemas/account.ts').then((m) => m.passwordChangeSchema),
    send: async (input) =>
      api(endpoints.accountPassword, 'PUT', {
        body: await withFactor(input, factor === 'passkey' || factor === 'code-or-passkey'),
      }),
    onSuccess: (_answer, form) => {
      form.reset();
      toast({ title: labels.changedTitle, description: labels.changedText });
      onChanged();
    },
    failureTitle: copy.errorTitle,
    onFailure: (error) => {
      if (!isCeremonyCancelled(error)) return leaveIfSignedOut(error);
      toast({ title: copy.errorTitle, description: copy.passkeys.notConfirmed });
      return true;
    },
  });

  return (
    <AccountSection id="password" heading={labels.heading} intro={labels.intro}>
      <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-5">
        <PasswordField
          id="password-current"
          name="currentPassword"
          autoComplete="current-password"
          required
          label={labels.currentLabel}
          showLabel={labels.showPassword}
          hideLabel={labels.hidePassword}
          error={errors.currentPassword}
        />
        <NewPasswordField
          id="password-new"
          name="newPassword"
          label={labels.newLabel}
          hint={labels.newHint}
          error={errors.newPassword}
          toggle={{ showLabel: labels.showPassword, hideLabel: labels.hidePassword }}
        />
        {factor && <PasskeyConfirmFields copy={copy} mode={factor} id="password-code" errors={errors} />}
        <button type="submit" disabled={disabled} className={primaryButton}>
          {pending ? labels.pending : labels.submit}
        </button>
      </form>
    </AccountSection>
  );
}
