import { PASSWORD_MIN_LENGTH, type PasswordOwner } from '../../schemas/password-strength.ts';
import { fill } from '../../lib/template.ts';
import TextField, { type TextFieldProps } from './TextField.tsx';
import PasswordField from './PasswordField.tsx';
import PasswordStrength from './PasswordStrength.tsx';

interface NewPasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon' | 'hint' | 'autoComplete' | 'required'> {
  /** The hint's copy, with `{min}` for the shortest password allowed. */
  hint: string;
  /** A show/hide toggle with these labels; without, the password stays hidden (the administrators' dialogs). */
  toggle?: { showLabel: string; hideLabel: string };
  /** Who the password is for, when the form does not ask (see PasswordStrength). */
  owner?: PasswordOwner | undefined;
}

/** A new password: a required field, its minimum length in the hint, and the strength meter under it. */
export default function NewPasswordField({ hint, toggle, owner, ...field }: NewPasswordFieldProps) {
  const common = {
    ...field,
    required: true,
    autoComplete: 'new-password',
    hint: fill(hint, { min: PASSWORD_MIN_LENGTH }),
  };
  return (
    <>
      {toggle ? <PasswordField {...common} {...toggle} /> : <TextField {...common} type="password" />}
      <PasswordStrength inputId={field.id} owner={owner} />
    </>
  );
}
