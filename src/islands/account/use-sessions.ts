// The member's sessions: loaded when the page opens and again after anything that ends some.
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import type { AccountSession } from '../../schemas/account.ts';
import { leaveIfSignedOut } from './signed-out.ts';

export type SessionsState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; sessions: AccountSession[] };

/** `version` changes when sessions may have ended elsewhere on the page (a new password). */
export function useSessions(version: number) {
  const [state, setState] = useState<SessionsState>({ status: 'loading' });

  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', sessions: await apiRequest<AccountSession[]>('GET', '/api/account/sessions') });
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload, version]);

  return { state, reload };
}
