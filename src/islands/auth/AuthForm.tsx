import { useEffect, useRef, useState } from 'react';
import LoginForm from './LoginForm.tsx';
import RegisterForm from './RegisterForm.tsx';
import type { AuthFormCopy } from './copy.ts';
import { useHydrated } from '../forms/use-hydrated.ts';

type Mode = 'login' | 'register';

/** The /auth card: Member Login by default, Create Account after the toggle. */
export default function AuthForm({ copy }: { copy: AuthFormCopy }) {
  const [mode, setMode] = useState<Mode>('login');
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => {
    // After a switch, move focus to the new form's heading so screen readers announce the change.
    if (switched.current) heading.current?.focus();
  }, [mode]);

  const toggle = () => {
    switched.current = true;
    setMode((current) => (current === 'login' ? 'register' : 'login'));
  };
  const labels = mode === 'login' ? copy.login : copy.register;

  return (
    <section
      aria-labelledby="auth-form-heading"
      className="rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="auth-form-heading" ref={heading} tabIndex={-1} className="mb-6 text-h3 text-brand-navy">
        {labels.heading}
      </h2>
      {mode === 'login' ? <LoginForm copy={copy} /> : <RegisterForm copy={copy} />}
      <p className="mt-6 text-center text-small">
        <button
          type="button"
          disabled={!hydrated}
          onClick={toggle}
          className="font-medium text-brand-ocean underline hover:text-brand-navy"
        >
          {labels.toggle}
        </button>
      </p>
    </section>
  );
}
