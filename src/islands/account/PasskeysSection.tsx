import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { addPasskey, isCeremonyCancelled } from '../../lib/passkeys.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import { toast } from '../../stores/toasts.ts';
import { useApiData } from '../data/use-api-data.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { primaryButton } from '../ui/buttons.ts';
import AccountSection from './AccountSection.tsx';
import PasskeyConfirmFields from './PasskeyConfirmFields.tsx';
import PasskeyItem from './PasskeyItem.tsx';
import type { AccountCopy } from './copy.ts';
import { leaveIfSignedOut } from './signed-out.ts';

const loadPasskeys = () => api(endpoints.accountPasskeys, 'GET');
const schemas = () => import('../../schemas/passkeys.ts');

interface PasskeysSectionProps {
  copy: AccountCopy;
  enabled: boolean;
  /** Whether the code app is on (null until known): with it, a code may confirm a new passkey. */
  codeApp: boolean | null;
  /** Told how many passkeys the member has, whenever the list is read. */
  onCount: (count: number) => void;
}

/**
 * The member's passkeys: each with its name, dates and kind; adding one. The first second factor is added
 * with the password; once the account has one, another is added only with one it has (a code, or one of
 * its passkeys).
 */
export default function PasskeysSection({ copy, enabled, codeApp, onCount }: PasskeysSectionProps) {
  const labels = copy.passkeys;
  const { state, reload } = useApiData(loadPasskeys, { enabled });
  const passkeys = state.status === 'ready' ? state.data : null;
  const count = passkeys?.length ?? 0;
  const confirming = count > 0 || codeApp === true;
  const { errors, pending, onSubmit, onInput } = useFormSubmit({
    schema: () =>
      schemas().then((m) =>
        !confirming ? m.passkeyAddFormSchema : count > 0 ? m.passkeyConfirmFormSchema : m.passkeyCodeFormSchema,
      ),
    send: (input) => addPasskey('password' in input ? { password: input.password } : { code: input.code }, count > 0),
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
  useEffect(() => {
    if (passkeys) onCount(passkeys.length);
  }, [passkeys, onCount]);

  return (
    <AccountSection id="passkeys" heading={labels.heading} intro={labels.intro}>
      {passkeys && passkeys.length === 0 && <p className="text-slate-700">{labels.none}</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className="divide-y divide-slate-200" aria-label={labels.heading}>
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} copy={copy} codeApp={codeApp === true} onChange={reload} />
          ))}
        </ul>
      )}
      <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="mt-4 space-y-4">
        <PasskeyConfirmFields
          copy={copy}
          mode={!confirming ? 'password' : codeApp ? (count > 0 ? 'code-or-passkey' : 'code') : 'passkey'}
          errors={errors}
        />
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? labels.adding : labels.add}
        </button>
      </form>
    </AccountSection>
  );
}
