import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import { toast } from '../../stores/toasts.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { dangerButton } from '../ui/buttons.ts';
import { type AccountCopy } from './copy.ts';
import FactorFields from './FactorFields.tsx';
import { leaveIfSignedOut } from './signed-out.ts';

/** Turning it off: the password and a code (or a recovery code). */
export default function TwoFactorOff({ copy, onDone }: { copy: AccountCopy; onDone: () => void }) {
  const labels = copy.twoFactor;
  const { errors, pending, onSubmit, onInput } = useFormSubmit({
    schema: () => import('../../schemas/two-factor.ts').then((m) => m.twoFactorConfirmSchema),
    send: (input) => api(endpoints.accountTwoFactor, 'DELETE', { body: input }),
    onSuccess: () => {
      toast({ title: labels.disabledTitle, description: labels.disabledText });
      onDone();
    },
    failureTitle: copy.errorTitle,
    onFailure: leaveIfSignedOut,
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-4">
      <p className="text-sm text-slate-700">{labels.turnOffIntro}</p>
      <FactorFields copy={copy} id="two-factor-off" codeLabel={labels.offCodeLabel} errors={errors} />
      <button type="submit" disabled={pending} className={dangerButton}>
        {pending ? labels.turningOff : labels.turnOff}
      </button>
    </form>
  );
}
