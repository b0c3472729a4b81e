import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { UiData } from '../content.config.ts';
import { $toast, dismissToast, showPendingToast } from '../stores/toasts.ts';
import { raisingControl, toastEdge, type ToastEdge } from './toaster/placement.ts';

/** Distance of the toast from the top of the window (under the fixed header), in pixels. */
const TOP_OFFSET = 80;

/**
 * Renders the current toast in a live region that exists from first paint, so it is announced. The toast
 * sits at the top, or at the bottom when at the top it would cover the control that raised it.
 */
export default function Toaster({ copy }: { copy: UiData['toaster'] }) {
  const toast = useStore($toast);
  const [edge, setEdge] = useState<ToastEdge>('top');
  const lastPressed = useRef<Element | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(showPendingToast, []);
  useEffect(() => {
    const remember = (event: Event) => {
      if (event.target instanceof Element) lastPressed.current = event.target;
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('keydown', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('keydown', remember, true);
    };
  }, []);
  useLayoutEffect(() => {
    const shown = panel.current?.getBoundingClientRect();
    if (!shown) return;
    const atTop = { left: shown.left, right: shown.right, top: TOP_OFFSET, bottom: TOP_OFFSET + shown.height };
    setEdge(toastEdge(raisingControl(lastPressed.current)?.getBoundingClientRect() ?? null, atTop));
  }, [toast?.id]);

  const destructive = toast?.variant === 'destructive';
  return (
    <div
      aria-live={destructive ? 'assertive' : 'polite'}
      role="status"
      data-edge={edge}
      className={`pointer-events-none fixed inset-x-0 z-[60] flex justify-center px-4 ${edge === 'top' ? 'top-20' : 'bottom-6'}`}
    >
      {toast && (
        <div
          ref={panel}
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
            aria-label={copy.closeName}
          >
            {copy.closeLabel}
          </button>
        </div>
      )}
    </div>
  );
}
