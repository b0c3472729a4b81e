// The one labelled field: a label, an optional hint read with the control, the control, and an error
// announced when it appears, tied together with aria-describedby and aria-invalid. A text input by
// default (with an optional control at its right edge, e.g. the password toggle); any other control
// (select, textarea, a text input with its own handlers) through the render prop, which is given the ids,
// ARIA attributes and classes it needs.
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  id: string;
  label: string;
  /** Shown under the control and announced when it appears. */
  error?: string | undefined;
  /** Shown under the label and read with the control. */
  hint?: string | undefined;
  /** A control inside the input's right edge (the password toggle). */
  addon?: ReactNode;
  /** Renders a control other than the default text input. */
  children?: (control: ControlProps) => ReactNode;
}

// A select keeps room on the right for the chevron drawn by the global styles.
const CONTROL =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-ocean focus:outline-none focus:ring-2 focus:ring-brand-ocean/40 aria-[invalid=true]:border-red-700 [&:is(select)]:pr-10';

export default function Field({ id, label, error, hint, addon, children, className = '', ...input }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    className: addon ? `${CONTROL} pr-20` : CONTROL,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-small font-semibold text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-small text-slate-600">
          {hint}
        </p>
      )}
      <div className="relative mt-1">
        {/* A plain input claims aria-invalid only once it is wrong. */}
        {children ? children(control) : <input {...control} aria-invalid={error ? true : undefined} {...input} />}
        {addon}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-small font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
