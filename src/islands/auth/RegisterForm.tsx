import { PASSWORD_MIN_LENGTH, registerSchema } from '../../schemas/auth.ts';
import { fill } from '../../lib/template.ts';
import Field from '../forms/Field.tsx';
import PasswordField from '../forms/PasswordField.tsx';
import PasswordStrength from '../forms/PasswordStrength.tsx';
import { submitButton, type AuthFormCopy } from './copy.ts';
import { useAccountSubmit } from './use-account-submit.ts';

/** Create Account: first and last name, e-mail, password; 'Create Account' / 'Creating Account...'. */
export default function RegisterForm({ copy }: { copy: AuthFormCopy }) {
  const { errors, pending, disabled, onSubmit, onInput } = useAccountSubmit({
    schema: registerSchema,
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
        <Field
          id="register-first-name"
          name="firstName"
          autoComplete="given-name"
          required
          label={labels.firstNameLabel}
          error={errors.firstName}
        />
        <Field
          id="register-last-name"
          name="lastName"
          autoComplete="family-name"
          required
          label={labels.lastNameLabel}
          error={errors.lastName}
        />
      </div>
      <Field
        id="register-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        label={labels.emailLabel}
        error={errors.email}
      />
      <PasswordField
        id="register-password"
        name="password"
        autoComplete="new-password"
        required
        label={labels.passwordLabel}
        hint={fill(labels.passwordHint, { min: PASSWORD_MIN_LENGTH })}
        showLabel={copy.login.showPassword}
        hideLabel={copy.login.hidePassword}
        error={errors.password}
      />
      <PasswordStrength inputId="register-password" />
      <button type="submit" disabled={disabled} className={submitButton}>
        {pending ? labels.pending : labels.submit}
      </button>
    </form>
  );
}
