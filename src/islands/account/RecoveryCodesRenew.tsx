import { useState } from 'react';
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import { toast } from '../../stores/toasts.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { secondaryButton } from '../ui/buttons.ts';
import { type AccountCopy } from './copy.ts';
import FactorFields from './FactorFields.tsx';
import RecoveryCodeList from './RecoveryCodeList.tsx';
import { leaveIfSignedOut } from './signed-out.ts';

/** Ten new recovery codes in place of the old ones: the password and a code, then the codes shown once. */
export default function RecoveryCodesRenew({ copy, onDone }: { copy: AccountCopy; onDone: () => void }) {
  const labels = copy.twoFactor;
  const [codes, setCodes] = useState<string[] | null>(null);
  const { errors, pending, onSubmit, onInput } = useFormSubmit({
    schema: () => import('../../schemas/two-factor.ts').then((m) => m.twoFactorConfirmSchema),
    send: (input) => api(endpoints.accountTwoFactorRecoveryCodes, 'POST', { body: input }),
    onSuccess: (answer, form) => {
      form.reset();
      setCodes(answer.recoveryCodes);
      toast({ title: labels.regeneratedTitle, description: labels.regeneratedText });
    },
    failureTitle: copy.errorTitle,
    onFailure: leaveIfSignedOut,
  });
  const done = () => {
    setCodes(null);
    onDone();
  };

  return (
    <div className="space-y-4">
      <h3 className="font-semibold text-brand-navy">{labels.regenerateHeading}</h3>
      {codes ? (
        <RecoveryCodeList copy={copy} codes={codes} onDone={done} />
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-4">
          <p className="text-sm text-slate-700">{labels.regenerateIntro}</p>
          <FactorFields copy={copy} id="recovery-codes" codeLabel={labels.regenerateCodeLabel} errors={errors} />
          <button type="submit" disabled={pending} className={secondaryButton}>
            {pending ? labels.regenerating : labels.regenerate}
          </button>
        </form>
      )}
    </div>
  );
}
