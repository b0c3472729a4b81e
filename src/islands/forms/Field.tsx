import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  name: string;
  label: string;
  /** Shown under the field and announced when it appears. */
  error?: string | undefined;
  hint?: string | undefined;
  /** A control inside the field's right edge (the password toggle). */
  addon?: ReactNode;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export default function Field({ id, label, error, hint, addon, className = '', ...input }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-small font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-ocean focus:outline-none focus:ring-2 focus:ring-brand-ocean/40 ${
            error ? 'border-red-600' : 'border-slate-400'
          } ${addon ? 'pr-20' : ''}`}
          {...input}
        />
        {addon}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-caption text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-small font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
