// The one way an island shows a read in progress or failed, inside its section: a quiet line while
// loading, the failure in red with Retry beside it, then the data.
import type { ReactNode } from 'react';
import { useReadingCopy } from './reading.tsx';

export interface ReadStatusProps {
  status: 'loading' | 'failed' | 'ready';
  loadingText: string;
  failedText: string;
  /** Reads again without reloading the page. */
  onRetry: () => void;
  /** What shows once the data is ready. */
  children?: ReactNode;
}

export default function ReadStatus({ status, loadingText, failedText, onRetry, children }: ReadStatusProps) {
  const { retry } = useReadingCopy();
  return (
    <div aria-busy={status === 'loading'}>
      {status === 'loading' && <p className="py-6 text-center text-slate-600">{loadingText}</p>}
      {status === 'failed' && (
        <p role="alert" className="py-6 text-center text-red-700">
          {failedText}{' '}
          <button type="button" onClick={onRetry} className="font-semibold underline">
            {retry}
          </button>
        </p>
      )}
      {status === 'ready' && children}
    </div>
  );
}
