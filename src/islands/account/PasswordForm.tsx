import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import { passwordChangeSchema } from '../../schemas/account.ts';
import { PASSWORD_MIN_LENGTH } from '../../schemas/auth.ts';
import { fill } from '../../lib/template.ts';
import { toast } from '../../stores/toasts.ts';
import PasswordField from '../forms/PasswordField.tsx';
import PasswordStrength from '../forms/PasswordStrength.tsx';
import AccountSection from './AccountSection.tsx';
import { primaryButton, type AccountCopy } from './copy.ts';
import { leaveIfSignedOut } from './signed-out.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';

/** A new password, with the current one; every other session ends. */
export default function PasswordForm({ copy, onChanged }: { copy: AccountCopy; onChanged: () => void }) {
  const labels = copy.password;
  const { errors, pending, disabled, onSubmit, onInput } = useFormSubmit({
    schema: passwordChangeSchema,
    send: (input) => api(endpoints.accountPassword, 'PUT', { body: input }),
    onSuccess: (_answer, form) => {
      form.reset();
      toast({ title: labels.changedTitle, description: labels.changedText });
      onChanged();
    },
    failureTitle: copy.errorTitle,
    onFailure: leaveIfSignedOut,
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
        <PasswordField
          id="password-new"
          name="newPassword"
          autoComplete="new-password"
          required
          label={labels.newLabel}
          hint={fill(labels.newHint, { min: PASSWORD_MIN_LENGTH })}
          showLabel={labels.showPassword}
          hideLabel={labels.hidePassword}
          error={errors.newPassword}
        />
        <PasswordStrength inputId="password-new" />
        <button type="submit" disabled={disabled} className={primaryButton}>
          {pending ? labels.pending : labels.submit}
        </button>
      </form>
    </AccountSection>
  );
}
