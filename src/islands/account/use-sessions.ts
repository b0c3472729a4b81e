// The member's sessions: loaded when the page opens and again after anything that ends some.
import { api, isSignedOutError } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import type { AccountSession } from '../../schemas/account.ts';
import { useApiData, type ApiData } from '../data/use-api-data.ts';
import { leaveIfSignedOut } from './signed-out.ts';

export type SessionsState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; sessions: AccountSession[] };

const loadSessions = () => api(endpoints.accountSessions, 'GET');

/** Signed out stays 'loading' while the page leaves for /auth. */
function sessionsState(state: ApiData<AccountSession[]>): SessionsState {
  if (state.status === 'ready') return { status: 'ready', sessions: state.data };
  if (state.status === 'loading' || isSignedOutError(state.error)) return { status: 'loading' };
  return { status: 'failed', message: state.error instanceof Error ? state.error.message : String(state.error) };
}

/**
 * `version` changes when sessions may have ended elsewhere on the page (a new password); nothing is read
 * until `enabled` (the member is known).
 */
export function useSessions(version: number, enabled: boolean) {
  const { state, reload } = useApiData(loadSessions, { enabled, onError: leaveIfSignedOut }, [version]);
  return { state: sessionsState(state), reload };
}
