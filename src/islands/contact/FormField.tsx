// One labelled control with its hint and error, wired for screen readers (aria-invalid,
// aria-describedby) and native autofill: the contact form's fields and the Brand Persona questionnaire's.
import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string | undefined;
  /** Shown under the label and read with the control. */
  hint?: string | undefined;
  /** Renders the control with the ids and ARIA attributes it needs. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    className: string;
  }) => ReactNode;
}

// A select keeps room on the right for the chevron drawn by the global styles.
const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-ocean focus:outline-none focus:ring-2 focus:ring-brand-ocean aria-[invalid=true]:border-red-700 [&:is(select)]:pr-10';

export default function FormField({ id, label, error, hint, children }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-small font-semibold text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-small text-slate-600">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        className: control,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-small font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
