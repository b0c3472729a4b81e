// One toast at a time (a new one replaces the current one), dismissed after 5 seconds by default.
import { atom } from 'nanostores';
import { PENDING_TOAST_KEY } from '../schemas/storage.ts';

export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function toast(
  input: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant']; durationMs?: number },
): void {
  const { durationMs = TOAST_DURATION_MS, variant = 'default', ...rest } = input;
  const id = nextId++;
  $toast.set({ id, variant, ...rest });
  clearTimeout(timer);
  timer = setTimeout(() => dismissToast(id), durationMs);
}

/**
 * The destructive toast for a request that failed: its title and what the server said, in words (an API
 * error's detail, never its HTTP status).
 */
export function toastFailure(title: string, error: unknown): void {
  const detail = error instanceof Error && 'detail' in error && typeof error.detail === 'string' ? error.detail : null;
  toast({
    title,
    description: detail ?? (error instanceof Error ? error.message : String(error)),
    variant: 'destructive',
  });
}

export function dismissToast(id?: number): void {
  if (id === undefined || $toast.get()?.id === id) $toast.set(null);
}

type ToastInput = Parameters<typeof toast>[0];

/** A pending toast older than this is stale (the navigation never happened) and is dropped. */
const PENDING_TOAST_MAX_AGE_MS = 10_000;

/** Shows a toast now and again on the next page, for actions that end in a full navigation. */
export function toastAcrossNavigation(input: ToastInput): void {
  toast(input);
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify({ input, at: Date.now() }));
  } catch {
    // Storage unavailable (private mode quota): the toast is simply not carried over.
  }
}

/** Shows the toast carried over from the previous page, once (the Toaster calls this on load). */
export function showPendingToast(): void {
  let saved: string | null = null;
  try {
    saved = sessionStorage.getItem(PENDING_TOAST_KEY);
    sessionStorage.removeItem(PENDING_TOAST_KEY);
  } catch {
    return;
  }
  if (!saved) return;
  try {
    const { input, at } = JSON.parse(saved) as { input: ToastInput; at: number };
    if (Date.now() - at <= PENDING_TOAST_MAX_AGE_MS && typeof input?.title === 'string') toast(input);
  } catch {
    // A corrupt entry is ignored.
  }
}
