import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $toast, dismissToast, showPendingToast } from '../stores/toasts.ts';

/** Renders the current toast in a live region that exists from first paint, so it is announced. */
export default function Toaster() {
  const toast = useStore($toast);
  useEffect(showPendingToast, []);
  const destructive = toast?.variant === 'destructive';
  return (
    <div
      aria-live={destructive ? 'assertive' : 'polite'}
      role="status"
      className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex justify-center px-4"
    >
      {toast && (
        <div
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border p-4 shadow-lg ${
            destructive ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900'
          }`}
          data-testid="toast"
        >
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-1 text-small">{toast.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="rounded px-2 text-small underline"
            aria-label="Dismiss notification"
          >
            Close
          </button>
        </div>
      )}
    </div>
  );
}
