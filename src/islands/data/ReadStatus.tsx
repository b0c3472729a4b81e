// The one way an island shows a read in progress or failed, inside its section: a quiet line while
// loading, the failure in red with Retry beside it (when the section offers one), then the data.
import type { ReactNode } from 'react';

export interface ReadStatusProps {
  status: 'loading' | 'failed' | 'ready';
  loadingText: string;
  failedText: string;
  /** Retry's label and action: read again without reloading the page. */
  retry?: { label: string; onRetry: () => void };
  /** What shows once the data is ready. */
  children?: ReactNode;
}

export default function ReadStatus({ status, loadingText, failedText, retry, children }: ReadStatusProps) {
  return (
    <div aria-busy={status === 'loading'}>
      {status === 'loading' && <p className="py-6 text-center text-slate-600">{loadingText}</p>}
      {status === 'failed' && (
        <p className="py-6 text-center text-red-700">
          {failedText}
          {retry && (
            <>
              {' '}
              <button type="button" onClick={retry.onRetry} className="font-semibold underline">
                {retry.label}
              </button>
            </>
          )}
        </p>
      )}
      {status === 'ready' && children}
    </div>
  );
}
