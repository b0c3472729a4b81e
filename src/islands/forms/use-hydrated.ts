import { useEffect, useState } from 'react';

/**
 * False in the prebuilt HTML and until React has attached its handlers. Forms keep their buttons disabled
 * until then, so an early click or Enter does nothing rather than submitting the form natively (which
 * would put the password in the address bar) or being lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
