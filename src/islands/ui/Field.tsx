// The one labelled field: a label, an optional hint read with the control, the control, and an error
// announced when it appears, tied together with aria-describedby and aria-invalid. The control comes
// from the render prop, which is given the ids, ARIA attributes and classes it needs (a select, a
// textarea, an input with its own handlers); TextField is this field with a plain input. Small on
// purpose: the contact form loads it on every page.
import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

export interface FieldProps {
  id: string;
  label: string;
  /** Shown under the control and announced when it appears. */
  error?: string | undefined;
  /** Shown under the label and read with the control. */
  hint?: string | undefined;
  /** Classes for the field as a whole (its place in a grid). */
  className?: string | undefined;
  /** Renders the control with the ids, ARIA attributes and classes it needs. */
  children: (control: ControlProps) => ReactNode;
}

// A select keeps room on the right for the chevron drawn by the global styles.
export const CONTROL_CLASS =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-ocean focus:outline-none focus:ring-2 focus:ring-brand-ocean aria-[invalid=true]:border-red-700 [&:is(select)]:pr-10';

export default function Field({ id, label, error, hint, className, children }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
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
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, className: CONTROL_CLASS })}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-small font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
