// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_TOAST_KEY } from '../schemas/storage.ts';
import { $toast, showPendingToast, toastAcrossNavigation } from './toasts.ts';

afterEach(() => {
  sessionStorage.clear();
  $toast.set(null);
  vi.useRealTimers();
});

describe('toasts that follow a navigation', () => {
  it('shows the toast now and once more on the next page, then forgets it', () => {
    toastAcrossNavigation({ title: 'Welcome back!', description: 'You are logged in as Ada Lovelace.' });
    expect($toast.get()).toMatchObject({ title: 'Welcome back!' });
    $toast.set(null); // the page unloads

    showPendingToast(); // the next page's Toaster
    expect($toast.get()).toMatchObject({ title: 'Welcome back!', description: 'You are logged in as Ada Lovelace.' });
    expect(sessionStorage.getItem(PENDING_TOAST_KEY)).toBeNull();

    $toast.set(null);
    showPendingToast();
    expect($toast.get()).toBeNull();
  });

  it('drops a stale or corrupt entry', () => {
    vi.useFakeTimers();
    toastAcrossNavigation({ title: 'Logged out' });
    $toast.set(null);
    vi.advanceTimersByTime(11_000);
    showPendingToast();
    expect($toast.get()).toBeNull();

    sessionStorage.setItem(PENDING_TOAST_KEY, '{not json');
    showPendingToast();
    expect($toast.get()).toBeNull();
  });
});
