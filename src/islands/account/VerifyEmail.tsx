import { useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import type { PageData } from '../../content.config.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { submitButton } from '../ui/buttons.ts';
import Notice from './Notice.tsx';
import { useLinkToken } from './use-link-token.ts';
import { toastFailure } from '../../stores/toasts.ts';

type Copy = Omit<PageData<'verify-email'>, 'page' | 'seo' | 'heading' | 'intro'>;

const linkClass = 'font-semibold text-brand-ocean underline hover:text-brand-navy';

/**
 * Confirms the address with the link's token, on a click: opening the page calls nothing, so a mail
 * scanner that fetches the link does not spend it.
 */
export default function VerifyEmail({ copy }: { copy: Copy }) {
  const token = useLinkToken();
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ done: true } | { problem: string } | null>(null);

  const confirm = async () => {
    if (!token) return;
    setPending(true);
    try {
      await api(endpoints.accountVerifyEmail, 'POST', { body: { token } });
      setOutcome({ done: true });
    } catch (error) {
      setPending(false);
      // A used, expired or unknown link: the page says so, with the way to a new one.
      if (error instanceof ApiError && error.status === 400) setOutcome({ problem: error.message });
      else toastFailure(copy.errorTitle, error);
    }
  };

  if (outcome && 'done' in outcome) {
    return (
      <Notice heading={copy.doneHeading}>
        <p>{copy.doneText}</p>
        <p>
          <a href={copy.continueLink.href} className={linkClass}>
            {copy.continueLink.label}
          </a>
        </p>
      </Notice>
    );
  }
  if (token === null || outcome) {
    return (
      <Notice tone="problem">
        <p>{outcome?.problem ?? copy.missingToken}</p>
        <p>
          <a href={copy.accountLink.href} className={linkClass}>
            {copy.accountLink.label}
          </a>
        </p>
      </Notice>
    );
  }
  return (
    <button type="button" onClick={confirm} disabled={!hydrated || !token || pending} className={submitButton}>
      {pending ? copy.pending : copy.submit}
    </button>
  );
}
