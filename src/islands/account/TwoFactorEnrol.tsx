import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { confirmWithPasskey, isCeremonyCancelled } from '../../lib/passkeys.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import type { TwoFactorSetup } from '../../schemas/two-factor.ts';
import { toast } from '../../stores/toasts.ts';
import TextField from '../ui/TextField.tsx';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { primaryButton } from '../ui/buttons.ts';
import { type AccountCopy } from './copy.ts';
import FactorFields from './FactorFields.tsx';
import RecoveryCodeList from './RecoveryCodeList.tsx';
import { leaveIfSignedOut } from './signed-out.ts';

/**
 * Turning it on: the password first, then a QR code (drawn by the server as SVG) and its key, the first
 * code (with, on an account that has passkeys, a signed answer from one of them), then the recovery codes.
 */
export default function TwoFactorEnrol(props: { copy: AccountCopy; onDone: () => void; hasPasskeys: boolean }) {
  const { copy, onDone, hasPasskeys } = props;
  const labels = copy.twoFactor;
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  // The password typed to start: an account with no passkey proves it again when turning the app on.
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useFormSubmit({
    schema: () => import('../../schemas/two-factor.ts').then((m) => m.twoFactorSetupSchema),
    send: async (input) => {
      setPassword(input.password);
      const assertion = hasPasskeys ? await confirmWithPasskey() : undefined;
      return api(endpoints.accountTwoFactorSetup, 'POST', { body: { ...input, assertion } });
    },
    onSuccess: setSetup,
    failureTitle: copy.errorTitle,
    onFailure: (error) => {
      if (!isCeremonyCancelled(error)) return leaveIfSignedOut(error);
      toast({ title: copy.errorTitle, description: copy.passkeys.notConfirmed });
      return true;
    },
  });
  const confirm = useFormSubmit({
    schema: () => import('../../schemas/two-factor.ts').then((m) => m.twoFactorEnableSchema),
    send: async (input) => {
      const proof = hasPasskeys ? { assertion: await confirmWithPasskey() } : { password };
      return api(endpoints.accountTwoFactor, 'POST', { body: { ...input, ...proof } });
    },
    onSuccess: (answer) => {
      setPassword('');
      setCodes(answer.recoveryCodes);
      toast({ title: labels.enabledTitle, description: labels.enabledText });
    },
    failureTitle: copy.errorTitle,
    onFailure: (error) => {
      if (!isCeremonyCancelled(error)) return leaveIfSignedOut(error);
      toast({ title: copy.errorTitle, description: labels.confirmCancelled });
      return true;
    },
  });

  if (codes) return <RecoveryCodeList copy={copy} codes={codes} onDone={onDone} />;
  if (!setup) {
    return (
      <form method="post" noValidate onSubmit={start.onSubmit} onInput={start.onInput} className="space-y-4">
        <p className="text-sm text-slate-700">{labels.startIntro}</p>
        <FactorFields copy={copy} id="two-factor-on" errors={start.errors} />
        <button type="submit" disabled={start.pending} className={primaryButton}>
          {start.pending ? labels.starting : labels.start}
        </button>
      </form>
    );
  }
  return (
    <form method="post" noValidate onSubmit={confirm.onSubmit} onInput={confirm.onInput} className="space-y-4">
      <p className="text-sm text-slate-700">{labels.scan}</p>
      <div
        role="img"
        aria-label={labels.qrLabel}
        className="h-48 w-48 bg-white"
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p className="text-sm text-slate-700">
        {labels.manual}{' '}
        <code className="break-all font-mono text-slate-900" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      <TextField
        id="two-factor-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        label={labels.codeLabel}
        error={confirm.errors.code}
      />
      {hasPasskeys && <p className="text-sm text-slate-700">{labels.confirmWithPasskey}</p>}
      <button type="submit" disabled={confirm.pending} className={primaryButton}>
        {confirm.pending ? labels.confirming : labels.confirm}
      </button>
    </form>
  );
}
