import { useState } from 'react';
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/auth.ts';
import { fill } from '../../lib/template.ts';
import TextField from '../ui/TextField.tsx';
import PasswordField from '../ui/PasswordField.tsx';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { submitButton } from '../ui/buttons.ts';
import { type AuthFormCopy } from './copy.ts';
import PasskeySignIn from './PasskeySignIn.tsx';
import TwoFactorStep from './TwoFactorStep.tsx';
import { autofillStarted, cancelPasskeyCeremony } from '../../lib/passkeys.ts';
import { enterSignedIn } from './use-account-submit.ts';

/**
 * Member Login: e-mail and password, 'Sign In' / 'Signing in...'; an account with two-factor sign-in on
 * then asks for its code.
 */
export default function LoginForm({ copy }: { copy: AuthFormCopy }) {
  const [challenge, setChallenge] = useState<string | null>(null);
  const { errors, pending, disabled, onSubmit, onInput } = useFormSubmit({
    schema: () => import('../../schemas/auth.ts').then((m) => m.loginSchema),
    send: (input) => api(endpoints.login, 'POST', { body: input }),
    onSuccess: (answer) => {
      if ('twoFactorRequired' in answer) return setChallenge(answer.challenge);
      enterSignedIn('user_logged_in', {
        title: copy.toasts.loginSuccessTitle,
        description: fill(copy.toasts.loginSuccessText, { name: `${answer.firstName} ${answer.lastName}` }),
      });
    },
    failureTitle: copy.toasts.loginFailedTitle,
  });

  if (challenge) return <TwoFactorStep copy={copy} challenge={challenge} onStartOver={() => setChallenge(null)} />;
  return (
    <>
      <form
        method="post"
        noValidate
        // Signing in with the password ends a passkey autofill still waiting in the e-mail field.
        onSubmit={(event) => {
          if (autofillStarted()) void cancelPasskeyCeremony();
          return onSubmit(event);
        }}
        onInput={onInput}
        className="space-y-5"
      >
        <TextField
          id="login-email"
          name="email"
          type="email"
          autoComplete="username webauthn"
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
      <PasskeySignIn copy={copy} />
    </>
  );
}
