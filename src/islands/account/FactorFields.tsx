import TextField from '../ui/TextField.tsx';
import PasswordField from '../ui/PasswordField.tsx';
import type { FieldErrorMap } from '../forms/use-field-errors.ts';
import type { AccountCopy } from './copy.ts';

/**
 * What a change to two-factor sign-in asks for: the password, and (once it is on) a code from the app
 * or a recovery code. `id` prefixes the fields' ids; `codeLabel` absent means the password alone.
 */
export default function FactorFields({
  copy,
  id,
  codeLabel,
  errors,
}: {
  copy: AccountCopy;
  id: string;
  codeLabel?: string;
  errors: FieldErrorMap;
}) {
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        name="password"
        autoComplete="current-password"
        required
        label={copy.twoFactor.passwordLabel}
        showLabel={copy.password.showPassword}
        hideLabel={copy.password.hidePassword}
        error={errors.password}
      />
      {codeLabel && (
        <TextField
          id={`${id}-code`}
          name="code"
          autoComplete="one-time-code"
          required
          label={codeLabel}
          error={errors.code}
        />
      )}
    </>
  );
}
