import { useEffect, useRef, useState } from 'react';
import { passwordStrengthMessages, type PasswordOwner } from '../../schemas/password-strength.ts';
import type { Strength } from '../../schemas/password-estimate.ts';

interface PasswordStrengthProps {
  /** The new-password input this meter follows. */
  inputId: string;
  /** Who the password is for, when the form does not ask (the signed-in member). */
  owner?: PasswordOwner;
}

const BAR_COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'];

/** The names and address typed into the same form, so the meter can warn before the server refuses. */
function ownerIn(form: HTMLFormElement | null, owner: PasswordOwner = {}): PasswordOwner {
  const value = (name: string) => (form?.elements.namedItem(name) as HTMLInputElement | null)?.value;
  return {
    email: value('email') ?? owner.email,
    firstName: value('firstName') ?? owner.firstName,
    lastName: value('lastName') ?? owner.lastName,
  };
}

/**
 * A strength meter under a new-password field: four bars, the level in words and, when the password
 * would be refused, why. The estimator loads on first use (a chunk of its own, not part of the page).
 */
export default function PasswordStrength({ inputId, owner }: PasswordStrengthProps) {
  const [strength, setStrength] = useState<Strength | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    const form = input?.form ?? null;
    if (!input || !form) return;
    const update = async () => {
      const ticket = ++latest.current;
      if (!input.value) return setStrength(null);
      const { estimateStrength } = await import('../../schemas/password-estimate.ts');
      const next = await estimateStrength(input.value, ownerIn(form, owner));
      if (ticket === latest.current) setStrength(input.value ? next : null);
    };
    const clear = () => {
      latest.current += 1;
      setStrength(null);
    };
    form.addEventListener('input', update);
    form.addEventListener('reset', clear);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('reset', clear);
    };
  }, [inputId, owner]);

  const level = strength ? passwordStrengthMessages.levels[strength.score] : null;
  return (
    <div
      id={`${inputId}-strength`}
      aria-live="polite"
      className="min-h-[1.25rem] text-sm"
      data-strength={strength?.score}
    >
      {strength && (
        <>
          <div className="flex gap-1" aria-hidden="true">
            {[1, 2, 3, 4].map((bar) => (
              <span
                key={bar}
                className={`h-1.5 flex-1 rounded ${strength.score >= bar ? BAR_COLOURS[strength.score] : 'bg-slate-200'}`}
              />
            ))}
          </div>
          <p className="mt-1 text-slate-700">
            {passwordStrengthMessages.meterLabel}: <strong>{level}</strong>
            {strength.message && <span className="block text-red-700">{strength.message}</span>}
          </p>
        </>
      )}
    </div>
  );
}
