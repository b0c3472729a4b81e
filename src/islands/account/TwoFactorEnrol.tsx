import { useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { twoFactorEnableSchema, type TwoFactorEnabled, type TwoFactorSetup } from '../../schemas/two-factor.ts';
import { toast, toastFailure } from '../../stores/toasts.ts';
import Field from '../forms/Field.tsx';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { primaryButton, secondaryButton, type AccountCopy } from './copy.ts';

/** Turning it on: a QR code (drawn by the server as SVG) and its key, the first code, then the recovery codes. */
export default function TwoFactorEnrol({ copy, onDone }: { copy: AccountCopy; onDone: () => void }) {
  const labels = copy.twoFactor;
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { errors, pending, onSubmit, onInput } = useFormSubmit({
    schema: twoFactorEnableSchema,
    send: (input) => apiRequest<TwoFactorEnabled>('POST', '/api/account/two-factor', input),
    onSuccess: (answer) => {
      setCodes(answer.recoveryCodes);
      toast({ title: labels.enabledTitle, description: labels.enabledText });
    },
    failureTitle: copy.errorTitle,
  });

  async function start() {
    setStarting(true);
    try {
      setSetup(await apiRequest<TwoFactorSetup>('POST', '/api/account/two-factor/setup'));
    } catch (error) {
      toastFailure(copy.errorTitle, error);
    }
    setStarting(false);
  }

  if (codes) {
    return (
      <div className="space-y-3">
        <h3 className="font-semibold text-brand-navy">{labels.codesHeading}</h3>
        <p className="text-sm text-slate-700">{labels.codesIntro}</p>
        <ul aria-label={labels.codesHeading} className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button type="button" onClick={onDone} className={secondaryButton}>
          {labels.codesDone}
        </button>
      </div>
    );
  }
  if (!setup) {
    return (
      <button type="button" onClick={() => void start()} disabled={starting} className={primaryButton}>
        {starting ? labels.starting : labels.start}
      </button>
    );
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-4">
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
      <Field
        id="two-factor-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        label={labels.codeLabel}
        error={errors.code}
      />
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? labels.confirming : labels.confirm}
      </button>
    </form>
  );
}
