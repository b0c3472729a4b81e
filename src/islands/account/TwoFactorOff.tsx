import { apiRequest } from '../../lib/api.ts';
import { twoFactorDisableSchema } from '../../schemas/two-factor.ts';
import { toast } from '../../stores/toasts.ts';
import Field from '../forms/Field.tsx';
import PasswordField from '../forms/PasswordField.tsx';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { dangerButton, type AccountCopy } from './copy.ts';
import { leaveIfSignedOut } from './signed-out.ts';

/** Turning it off: the password and a code (or a recovery code). */
export default function TwoFactorOff({ copy, onDone }: { copy: AccountCopy; onDone: () => void }) {
  const labels = copy.twoFactor;
  const { errors, pending, onSubmit, onInput } = useFormSubmit({
    schema: twoFactorDisableSchema,
    send: (input) => apiRequest('DELETE', '/api/account/two-factor', input),
    onSuccess: () => {
      toast({ title: labels.disabledTitle, description: labels.disabledText });
      onDone();
    },
    failureTitle: copy.errorTitle,
    onFailure: leaveIfSignedOut,
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-4">
      <p className="text-sm text-slate-700">{labels.turnOffIntro}</p>
      <PasswordField
        id="two-factor-off-password"
        name="password"
        autoComplete="current-password"
        required
        label={labels.passwordLabel}
        showLabel={copy.password.showPassword}
        hideLabel={copy.password.hidePassword}
        error={errors.password}
      />
      <Field
        id="two-factor-off-code"
        name="code"
        autoComplete="one-time-code"
        required
        label={labels.offCodeLabel}
        error={errors.code}
      />
      <button type="submit" disabled={pending} className={dangerButton}>
        {pending ? labels.turningOff : labels.turnOff}
      </button>
    </form>
  );
}
