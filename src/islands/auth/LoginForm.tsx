import { loginSchema } from '../../schemas/auth.ts';
import { fill } from '../../lib/template.ts';
import Field from '../forms/Field.tsx';
import PasswordField from '../forms/PasswordField.tsx';
import { submitButton, type AuthFormCopy } from './copy.ts';
import { useAccountSubmit } from './use-account-submit.ts';

/** Member Login: e-mail and password, 'Sign In' / 'Signing in...'. */
export default function LoginForm({ copy }: { copy: AuthFormCopy }) {
  const { errors, pending, disabled, onSubmit, onInput } = useAccountSubmit({
    schema: loginSchema,
    path: '/api/login',
    success: (user) => ({
      title: copy.toasts.loginSuccessTitle,
      description: fill(copy.toasts.loginSuccessText, { name: `${user.firstName} ${user.lastName}` }),
    }),
    failureTitle: copy.toasts.loginFailedTitle,
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-5">
      <Field
        id="login-email"
        name="email"
        type="email"
        autoComplete="username"
        required
        label={copy.login.emailLabel}
        error={errors.email}
      />
      <PasswordField
        id="login-password"
        name="password"
        autoComplete="current-password"
        required
        label={copy.login.passwordLabel}
        showLabel={copy.login.showPassword}
        hideLabel={copy.login.hidePassword}
        error={errors.password}
      />
      <p className="-mt-2 text-right text-small">
        <a
          href={copy.login.forgotPassword.href}
          className="font-medium text-brand-ocean underline hover:text-brand-navy"
        >
          {copy.login.forgotPassword.label}
        </a>
      </p>
      <button type="submit" disabled={disabled} className={submitButton}>
        {pending ? copy.login.pending : copy.login.submit}
      </button>
    </form>
  );
}
