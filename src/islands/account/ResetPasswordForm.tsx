import NewPasswordField from '../ui/NewPasswordField.tsx';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/auth.ts';
import type { PageData } from '../../content.config.ts';
import { submitButton } from '../ui/buttons.ts';
import Notice from './Notice.tsx';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { useLinkToken } from './use-link-token.ts';

type Copy = Omit<PageData<'reset-password'>, 'page' | 'seo' | 'heading' | 'intro'>;

const linkClass = 'font-semibold text-brand-ocean underline hover:text-brand-navy';

/** A new password with the link from the reset e-mail; a used or expired link says what to do instead. */
export default function ResetPasswordForm({ copy }: { copy: Copy }) {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<{ done: true } | { problem: string } | null>(null);
  const { errors, pending, disabled, onSubmit, onInput } = useFormSubmit({
    schema: () => import('../../schemas/account.ts').then((m) => m.passwordResetSchema),
    send: (input) => api(endpoints.passwordReset, 'POST', { body: input }),
    onSuccess: () => setOutcome({ done: true }),
    failureTitle: copy.errorTitle,
    // A used, expired or unknown link: the page says so, with the way to a new one.
    onFailure: (error) => {
      const problem = error instanceof ApiError ? error.fieldErrors.token?.[0] : undefined;
      if (problem) setOutcome({ problem });
      return Boolean(problem);
    },
    extra: token ? { token } : {},
  });

  if (outcome && 'done' in outcome) {
    return (
      <Notice heading={copy.doneHeading}>
        <p>{copy.doneText}</p>
        <p>
          <a href={copy.signInLink.href} className={linkClass}>
            {copy.signInLink.label}
          </a>
        </p>
      </Notice>
    );
  }
  // No token, a malformed one (a link cut short), or the server's word on a used or expired one.
  const problem = outcome && 'problem' in outcome ? outcome.problem : errors.token;
  if (token === null || problem) {
    return (
      <Notice tone="problem">
        <p>{problem ?? copy.missingToken}</p>
        <p>
          <a href={copy.newLinkLink.href} className={linkClass}>
            {copy.newLinkLink.label}
          </a>
        </p>
      </Notice>
    );
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-5">
      <NewPasswordField
        id="reset-password"
        name="password"
        label={copy.passwordLabel}
        hint={copy.passwordHint}
        error={errors.password}
        toggle={{ showLabel: copy.showPassword, hideLabel: copy.hidePassword }}
      />
      <div className="flex gap-3">
        <input
          id="reset-remove-recent"
          name="removeRecentFactors"
          type="checkbox"
          aria-describedby="reset-remove-recent-hint"
          className="mt-1 h-4 w-4"
        />
        <div>
          <label htmlFor="reset-remove-recent" className="font-medium text-slate-800">
            {copy.removeRecentLabel}
          </label>
          <p id="reset-remove-recent-hint" className="text-small text-slate-600">
            {copy.removeRecentHint}
          </p>
        </div>
      </div>
      <button type="submit" disabled={disabled || !token} className={submitButton}>
        {pending ? copy.pending : copy.submit}
      </button>
    </form>
  );
}
