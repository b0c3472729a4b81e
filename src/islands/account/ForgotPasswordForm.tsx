import { useState } from 'react';
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/auth.ts';
import type { PageData } from '../../content.config.ts';
import TextField from '../ui/TextField.tsx';
import { submitButton } from '../ui/buttons.ts';
import Notice from './Notice.tsx';
import { useFormSubmit } from '../forms/use-form-submit.ts';

type Copy = Omit<PageData<'forgot-password'>, 'page' | 'seo' | 'heading' | 'intro' | 'backLink'>;

/** Asks for a link to reset a forgotten password; the answer is the same whether or not the account exists. */
export default function ForgotPasswordForm({ copy }: { copy: Copy }) {
  const [sent, setSent] = useState<string | null>(null);
  const { errors, pending, disabled, onSubmit, onInput } = useFormSubmit({
    schema: () => import('../../schemas/account.ts').then((m) => m.forgotPasswordSchema),
    send: (input) => api(endpoints.passwordForgot, 'POST', { body: input }),
    onSuccess: (answer) => setSent(answer.message),
    failureTitle: copy.errorTitle,
  });

  if (sent) {
    return (
      <Notice heading={copy.sentHeading}>
        <p>{sent}</p>
        <p className="text-small text-slate-700">{copy.sentHint}</p>
      </Notice>
    );
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-5">
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        label={copy.emailLabel}
        error={errors.email}
      />
      <button type="submit" disabled={disabled} className={submitButton}>
        {pending ? copy.pending : copy.submit}
      </button>
    </form>
  );
}
