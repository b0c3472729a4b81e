// The frame every administrator panel shares: a titled section with an action beside the heading, the
// panel's own controls (search, filters), then its body: loading, failed, or the data once ready.
import type { ReactNode } from 'react';
import ReadStatus from '../data/ReadStatus.tsx';

interface AdminPanelProps {
  id: string;
  heading: string;
  intro: string;
  action: ReactNode;
  controls: ReactNode;
  status: 'loading' | 'failed' | 'ready';
  loadingText: string;
  failedText: string;
  /** Reads the panel's data again after a failure. */
  onRetry: () => void;
  /** What the panel shows once its data is ready. */
  children: ReactNode;
}

export default function AdminPanel(props: AdminPanelProps) {
  const { id, heading, intro, action, controls, children, ...read } = props;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 id={`${id}-heading`} className="text-h3 text-brand-navy">
            {heading}
          </h3>
          <p className="mt-1 text-small text-slate-700">{intro}</p>
        </div>
        {action}
      </div>
      <div className="mt-4">{controls}</div>
      <div className="mt-6">
        <ReadStatus {...read}>{children}</ReadStatus>
      </div>
    </section>
  );
}
