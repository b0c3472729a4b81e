import { secondaryButton } from '../ui/buttons.ts';
import { type AccountCopy } from './copy.ts';

/** New recovery codes, shown this once, until the member says they have saved them. */
export default function RecoveryCodeList({
  copy,
  codes,
  onDone,
}: {
  copy: AccountCopy;
  codes: string[];
  onDone: () => void;
}) {
  const labels = copy.twoFactor;
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
