import type { ReactNode } from 'react';

interface AccountSectionProps {
  id: string;
  heading: string;
  intro: string;
  children: ReactNode;
}

/** One part of the account page: a card with its heading (a landmark named by it) and a line of intro. */
export default function AccountSection({ id, heading, intro, children }: AccountSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-heading`} className="text-h3 text-brand-navy">
        {heading}
      </h2>
      <p className="mt-1 text-small text-slate-700">{intro}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
