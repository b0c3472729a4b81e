import { useState } from 'react';
import TextField, { type TextFieldProps } from './TextField.tsx';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  showLabel: string;
  hideLabel: string;
}

/** A password input with a show/hide toggle (the toggle names what it will do next). */
export default function PasswordField({ showLabel, hideLabel, id, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      id={id}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 my-1 mr-1 rounded px-3 text-small font-medium text-brand-ocean hover:bg-slate-100"
        >
          {visible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
