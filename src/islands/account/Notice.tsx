import type { ReactNode } from 'react';

interface NoticeProps {
  heading?: string;
  tone?: 'success' | 'problem';
  children: ReactNode;
}

/** An outcome in the page (link sent, password changed, link expired), announced when it appears. */
export default function Notice({ heading, tone = 'success', children }: NoticeProps) {
  const colours = tone === 'success' ? 'border-emerald-600 bg-emerald-50' : 'border-red-700 bg-red-50';
  return (
    <div role={tone === 'success' ? 'status' : 'alert'} className={`rounded-md border-l-4 p-4 ${colours}`}>
      {heading && <h2 className="text-h4 font-sans font-semibold text-brand-navy">{heading}</h2>}
      <div className="mt-1 space-y-3 text-slate-800">{children}</div>
    </div>
  );
}
