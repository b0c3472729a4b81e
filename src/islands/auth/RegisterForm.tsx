import NewPasswordField from '../ui/NewPasswordField.tsx';
import { fill } from '../../lib/template.ts';
import TextField from '../ui/TextField.tsx';
import { submitButton } from '../ui/buttons.ts';
import { type AuthFormCopy } from './copy.ts';
import { useAccountSubmit } from './use-account-submit.ts';

/** Create Account: first and last name, e-mail, password; 'Create Account' / 'Creating Account...'. */
export default function RegisterForm({ copy }: { copy: AuthFormCopy }) {
  const { errors, pending, disabled, onSubmit, onInput } = useAccountSubmit({
    schema: () => import('../../schemas/auth.ts').then((m) => m.registerSchema),
    success: (user) => ({
      title: copy.toasts.registerSuccessTitle,
      description: fill(copy.toasts.registerSuccessText, { firstName: user.firstName }),
    }),
    failureTitle: copy.toasts.registerFailedTitle,
  });
  const labels = copy.register;

  return (
    <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          name="firstName"
          autoComplete="given-name"
          required
          label={labels.firstNameLabel}
          error={errors.firstName}
        />
        <TextField
          id="register-last-name"
          name="lastName"
          autoComplete="family-name"
          required
          label={labels.lastNameLabel}
          error={errors.lastName}
        />
      </div>
      <TextField
        id="register-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        label={labels.emailLabel}
        error={errors.email}
      />
      <NewPasswordField
        id="register-password"
        name="password"
        label={labels.passwordLabel}
        hint={labels.passwordHint}
        error={errors.password}
        toggle={{ showLabel: copy.login.showPassword, hideLabel: copy.login.hidePassword }}
      />
      <button type="submit" disabled={disabled} className={submitButton}>
        {pending ? labels.pending : labels.submit}
      </button>
    </form>
  );
}
