import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import { fill } from '../../lib/template.ts';
import { useApiData } from '../data/use-api-data.ts';
import AccountSection from './AccountSection.tsx';
import RecoveryCodesRenew from './RecoveryCodesRenew.tsx';
import TwoFactorEnrol from './TwoFactorEnrol.tsx';
import TwoFactorOff from './TwoFactorOff.tsx';
import type { AccountCopy } from './copy.ts';

const loadTwoFactorStatus = () => api(endpoints.accountTwoFactor, 'GET');

interface TwoFactorSectionProps {
  copy: AccountCopy;
  enabled: boolean;
  /** Whether the member has passkeys: turning the code app on then needs one of them too. */
  hasPasskeys: boolean;
  /** Told whether it is on, whenever that is read. */
  onStatus: (on: boolean) => void;
}

/** Two-factor sign-in: whether it is on (and must be), turning it on, new recovery codes, and off again. */
export default function TwoFactorSection({ copy, enabled, hasPasskeys, onStatus }: TwoFactorSectionProps) {
  const labels = copy.twoFactor;
  // Read once the member is known. A failed read shows nothing here: the page's other sections say what
  // went wrong.
  const { state, reload } = useApiData(loadTwoFactorStatus, { enabled });
  const status = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (status) onStatus(status.enabled);
  }, [status, onStatus]);

  return (
    <AccountSection id="two-factor" heading={labels.heading} intro={labels.intro}>
      {status && (
        <div className="space-y-4">
          <p className="font-medium text-slate-900">
            {status.enabled ? labels.on : labels.off}
            {status.enabled && ` ${fill(labels.recoveryLeft, { count: status.recoveryCodesLeft })}`}
          </p>
          {status.required && !status.enabled && (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {labels.required}
            </p>
          )}
          {status.enabled ? (
            <>
              <RecoveryCodesRenew copy={copy} onDone={reload} />
              <TwoFactorOff copy={copy} onDone={reload} />
            </>
          ) : (
            <TwoFactorEnrol copy={copy} onDone={reload} hasPasskeys={hasPasskeys} />
          )}
        </div>
      )}
    </AccountSection>
  );
}
