import type { FieldErrorMap } from '../forms/use-field-errors.ts';
import PasswordField from '../ui/PasswordField.tsx';
import TextField from '../ui/TextField.tsx';
import type { AccountCopy } from './copy.ts';

/** What confirms a new passkey: the password (no second factor yet), a code, a passkey, or either. */
export type PasskeyConfirmation = 'password' | 'code' | 'passkey' | 'code-or-passkey';

/** The fields that confirm it is the member adding a passkey, by what the account already has. */
export default function PasskeyConfirmFields(props: {
  copy: AccountCopy;
  mode: PasskeyConfirmation;
  errors: FieldErrorMap;
  /** The code field's id: one per form on the page. */
  id?: string;
}) {
  const { copy, mode, errors, id = 'passkey-code' } = props;
  const labels = copy.passkeys;
  if (mode === 'password') {
    return (
      <PasswordField
        id="passkey-password"
        name="password"
        autoComplete="current-password"
        required
        label={labels.passwordLabel}
        hint={labels.passwordHint}
        showLabel={copy.password.showPassword}
        hideLabel={copy.password.hidePassword}
        error={errors.password}
      />
    );
  }
  return (
    <>
      <p className="font-medium text-slate-900">{labels.confirmIntro}</p>
      {mode !== 'passkey' && (
        <TextField
          id={id}
          name="code"
          autoComplete="one-time-code"
          required={mode === 'code'}
          label={labels.codeLabel}
          hint={mode === 'code-or-passkey' ? labels.codeHint : undefined}
          error={errors.code ?? errors.confirmation ?? errors.assertion}
        />
      )}
      {mode === 'passkey' && (errors.confirmation ?? errors.assertion) && (
        <p className="text-small text-red-700">{errors.confirmation ?? errors.assertion}</p>
      )}
    </>
  );
}
