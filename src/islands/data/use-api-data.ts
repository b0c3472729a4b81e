// The islands' one way to hold an API read: loading, failed (with the error) or ready (with the data).
// `load` and `onError` may change between renders without refetching; `deps` say when to read again.
import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export type ApiData<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

export interface ApiDataOptions {
  /** Read only once this is true (e.g. once the visitor is known to be signed in). */
  enabled?: boolean;
  /** Called with every failure (a toast, or leaving when signed out). */
  onError?: (error: unknown) => void;
  /** A failed re-read keeps the data already shown (the failure is only reported). */
  keepDataOnError?: boolean;
  /** Show the loading state again while re-reading. */
  loadingOnReload?: boolean;
}

export function useApiData<T>(load: () => Promise<T>, options: ApiDataOptions = {}, deps: DependencyList = []) {
  const { enabled = true, keepDataOnError = false, loadingOnReload = false } = options;
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  const latest = useRef({ load, onError: options.onError });
  latest.current = { load, onError: options.onError };

  // Reads may overlap (a search typed quickly): only the newest read's answer is shown.
  const newest = useRef(0);
  const reload = useCallback(async () => {
    const ticket = ++newest.current;
    if (loadingOnReload) setState({ status: 'loading' });
    try {
      const data = await latest.current.load();
      // An answer renders as a transition: React renders it in slices between which the page still
      // answers the visitor (a panel of tables and charts filling in is not one long task).
      if (ticket === newest.current) startTransition(() => setState({ status: 'ready', data }));
    } catch (error) {
      if (ticket !== newest.current) return;
      latest.current.onError?.(error);
      startTransition(() =>
        setState((current) => (keepDataOnError && current.status === 'ready' ? current : { status: 'failed', error })),
      );
    }
  }, [keepDataOnError, loadingOnReload]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload, ...deps]);

  /** Changes the data shown (after a write the server confirmed), if there is any. */
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current));
  }, []);

  return { state, reload, update };
}
