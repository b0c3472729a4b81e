import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
  /** A colour square before the label (the palette). */
  swatch?: string;
}

interface ChoiceGroupProps {
  id: string;
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  choices: readonly Choice[];
  checked: readonly string[];
  onChange: (checked: string[]) => void;
  /** More controls inside the group, after the boxes (the member's own entries). */
  children?: ReactNode;
}

/** Tick boxes in a fieldset: the legend names the group, the hint and error are read with it. */
export default function ChoiceGroup({
  id,
  legend,
  hint,
  error,
  choices,
  checked,
  onChange,
  children,
}: ChoiceGroupProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...checked, value] : checked.filter((item) => item !== value));
  return (
    <fieldset aria-describedby={describedBy} data-invalid={error ? 'true' : undefined}>
      <legend className="text-small font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-small text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {choices.map((choice) => {
          const boxId = `${id}-${choice.value.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase()}`;
          return (
            <div
              key={choice.value}
              className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-navy has-checked:bg-slate-50"
            >
              <input
                id={boxId}
                type="checkbox"
                checked={checked.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
                className="flex-none"
              />
              <label htmlFor={boxId} className="flex items-center gap-2 text-small text-slate-800">
                {choice.swatch && (
                  <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 flex-none">
                    <rect x="0.5" y="0.5" width="15" height="15" rx="3" fill={choice.swatch} stroke="#64748b" />
                  </svg>
                )}
                {choice.label}
              </label>
            </div>
          );
        })}
      </div>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-small font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
