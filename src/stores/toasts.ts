// One toast at a time (a new one replaces the current one), dismissed after 5 seconds by default.
import { atom } from 'nanostores';

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

export function toast(input: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant']; durationMs?: number }): void {
  const { durationMs = TOAST_DURATION_MS, variant = 'default', ...rest } = input;
  const id = nextId++;
  $toast.set({ id, variant, ...rest });
  clearTimeout(timer);
  timer = setTimeout(() => dismissToast(id), durationMs);
}

export function dismissToast(id?: number): void {
  if (id === undefined || $toast.get()?.id === id) $toast.set(null);
}
