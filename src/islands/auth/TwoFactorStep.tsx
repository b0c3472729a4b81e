import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/auth.ts';
import { fill } from '../../lib/template.ts';
import TextField from '../ui/TextField.tsx';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { submitButton } from '../ui/buttons.ts';
import { type AuthFormCopy } from './copy.ts';
import { enterSignedIn } from './use-account-submit.ts';

/** The second step of sign-in: a code from the app (or a recovery code) for the pending sign-in. */
export default function TwoFactorStep({
  copy,
  challenge,
  onStartOver,
}: {
  copy: AuthFormCopy;
  challenge: string;
  onStartOver: () => void;
}) {
  const labels = copy.login.twoFactor;
  const { errors, pending, disabled, onSubmit, onInput } = useFormSubmit({
    schema: () => import('../../schemas/two-factor.ts').then((m) => m.twoFactorSignInSchema),
    send: (input) => api(endpoints.loginTwoFactor, 'POST', { body: input }),
    onSuccess: (user) =>
      enterSignedIn('user_logged_in', {
        title: copy.toasts.loginSuccessTitle,
        description: fill(copy.toasts.loginSuccessText, { name: `${user.firstName} ${user.lastName}` }),
      }),
    failureTitle: copy.toasts.loginFailedTitle,
    extra: { challenge },
    leavesPage: true,
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-5">
      <div>
        <h3 className="text-lg font-semibold text-brand-navy">{labels.heading}</h3>
        <p className="mt-1 text-sm text-slate-700">{labels.intro}</p>
      </div>
      <TextField
        id="login-code"
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        required
        label={labels.codeLabel}
        error={errors.code ?? errors.challenge}
      />
      <button type="submit" disabled={disabled} className={submitButton}>
        {pending ? labels.pending : labels.submit}
      </button>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={onStartOver}
          className="font-medium text-brand-ocean underline hover:text-brand-navy"
        >
          {labels.startOver}
        </button>
      </p>
    </form>
  );
}
