import { useState } from 'react';
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import { toast } from '../../stores/toasts.ts';
import { secondaryButton } from '../ui/buttons.ts';
import { type AccountCopy } from './copy.ts';
import { reportFailure } from './signed-out.ts';

/** Confirmed, or not yet with 'Send the link again'. */
export default function EmailStatus({ verified, copy }: { verified: boolean; copy: AccountCopy }) {
  const labels = copy.email;
  const [pending, setPending] = useState(false);

  const sendAgain = async () => {
    setPending(true);
    try {
      const answer = await api(endpoints.accountVerificationEmail, 'POST');
      toast({ title: labels.sentTitle, description: answer.message });
    } catch (error) {
      reportFailure(copy.errorTitle, error);
    }
    setPending(false);
  };

  if (verified) {
    return (
      <p className="mt-2 inline-flex items-center gap-1.5 text-small font-semibold text-emerald-800">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="10" cy="10" r="8" />
          <path d="m6.5 10.5 2.5 2.5 4.5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {labels.verified}
      </p>
    );
  }
  return (
    <div className="mt-2 space-y-3">
      <p className="text-small font-semibold text-amber-800">{labels.unverified}</p>
      <p className="text-small text-slate-700">{labels.unverifiedText}</p>
      <button type="button" onClick={sendAgain} disabled={pending} className={secondaryButton}>
        {pending ? labels.pending : labels.submit}
      </button>
    </div>
  );
}
