import type { InputHTMLAttributes, ReactNode } from 'react';
import Field, { type FieldProps } from './Field.tsx';

export interface TextFieldProps
  extends Omit<FieldProps, 'children'>, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'> {
  /** A control inside the input's right edge (the password toggle). */
  addon?: ReactNode;
}

/** The labelled field with a plain input, which claims aria-invalid only once it is wrong. */
export default function TextField({ id, label, error, hint, className, addon, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => {
        const className = addon ? `${control.className} pr-20` : control.className;
        const field = <input {...control} aria-invalid={error ? true : undefined} {...input} className={className} />;
        // The addon sits over the input's right edge, in the room kept for it.
        return addon ? (
          <div className="relative">
            {field}
            {addon}
          </div>
        ) : (
          field
        );
      }}
    </Field>
  );
}
