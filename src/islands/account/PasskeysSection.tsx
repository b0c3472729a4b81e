import { api } from '../../lib/api.ts';
import { addPasskey, isCeremonyCancelled } from '../../lib/passkeys.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import { toast } from '../../stores/toasts.ts';
import { useApiData } from '../data/use-api-data.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import PasswordField from '../ui/PasswordField.tsx';
import { primaryButton } from '../ui/buttons.ts';
import AccountSection from './AccountSection.tsx';
import PasskeyItem from './PasskeyItem.tsx';
import type { AccountCopy } from './copy.ts';
import { leaveIfSignedOut } from './signed-out.ts';

const loadPasskeys = () => api(endpoints.accountPasskeys, 'GET');

/** The member's passkeys: each with its name, dates and kind; adding one after re-authentication. */
export default function PasskeysSection({ copy, enabled }: { copy: AccountCopy; enabled: boolean }) {
  const labels = copy.passkeys;
  const { state, reload } = useApiData(loadPasskeys, { enabled });
  const { errors, pending, onSubmit, onInput } = useFormSubmit({
    schema: () => import('../../schemas/passkeys.ts').then((m) => m.passkeyAddFormSchema),
    send: (input) => addPasskey(input.password || null),
    onSuccess: (added, form) => {
      form.reset();
      toast({ title: labels.addedTitle, description: added.name });
      reload();
    },
    failureTitle: copy.errorTitle,
    onFailure: (error) => {
      if (!isCeremonyCancelled(error)) return leaveIfSignedOut(error);
      toast({ title: copy.errorTitle, description: labels.cancelled });
      return true;
    },
  });
  const passkeys = state.status === 'ready' ? state.data : null;

  return (
    <AccountSection id="passkeys" heading={labels.heading} intro={labels.intro}>
      {passkeys && passkeys.length === 0 && <p className="text-slate-700">{labels.none}</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className="divide-y divide-slate-200" aria-label={labels.heading}>
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} copy={copy} onChange={reload} />
          ))}
        </ul>
      )}
      <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="mt-4 space-y-4">
        <PasswordField
          id="passkey-password"
          name="password"
          autoComplete="current-password"
          label={labels.passwordLabel}
          hint={labels.passwordHint}
          showLabel={copy.password.showPassword}
          hideLabel={copy.password.hidePassword}
          error={errors.password}
        />
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? labels.adding : labels.add}
        </button>
      </form>
    </AccountSection>
  );
}
