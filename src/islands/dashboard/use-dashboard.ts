// The dashboard's data: who is signed in (leaving for the right page when nobody is), then the summary.
import { startTransition, useEffect, useState } from 'react';
import { api, isSignedOutError } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/member.ts';
import type { DashboardSummary } from '../../schemas/member-dashboard.ts';
import type { PublicUser } from '../../schemas/user.ts';
import { clearSignedInHint, hasSignedInHint, loadUser } from '../../stores/session.ts';
import { toastFailure } from '../../stores/toasts.ts';
import { useApiData } from '../data/use-api-data.ts';
import { signedOutDestination, tidyAddress } from './sign-in-state.ts';

export type SignInState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; user: PublicUser };

/** Where the dashboard sends a visitor it finds signed out. */
const dashboardSignedOut = () => signedOutDestination(window.location);

/** Clears the stale hint and replaces the page with `destination()`. */
export function leave(destination: () => string = dashboardSignedOut): void {
  clearSignedInHint();
  window.location.replace(destination());
}

/**
 * The signed-in member. Signed out (no hint, or a 401 that cleared it): replace the page with
 * `signedOut()` (the dashboard: the landing page or /auth), keeping the spinner up meanwhile. Any other
 * failure (network, 503): an error state, never a redirect (the hint is still there, so a redirect would
 * come straight back here).
 */
export function useSignedInUser(signedOut: () => string = dashboardSignedOut): SignInState {
  const [state, setState] = useState<SignInState>({ status: 'loading' });
  useEffect(() => {
    void loadUser().then((user) => {
      if (user) {
        tidyAddress();
        // The whole page fills in with the member: rendered in slices, as a transition, so the page
        // still answers the visitor meanwhile.
        startTransition(() => setState({ status: 'ready', user }));
      } else if (hasSignedInHint()) {
        setState({ status: 'error' });
      } else {
        leave(signedOut);
      }
    });
  }, []);
  return state;
}

/** GET /api/member/dashboard once signed in: undefined while loading, null if it failed. */
export function useSummary(enabled: boolean, errorTitle: string): DashboardSummary | null | undefined {
  const { state } = useApiData(loadSummary, {
    enabled,
    onError: (error) => {
      if (isSignedOutError(error)) return leave();
      toastFailure(errorTitle, error);
    },
  });
  if (state.status === 'ready') return state.data;
  return state.status === 'failed' && !isSignedOutError(state.error) ? null : undefined;
}

const loadSummary = () => api(endpoints.memberDashboard, 'GET');
