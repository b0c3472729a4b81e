// Where a visitor goes when the dashboard finds them signed out (a stale or forged hint cookie, or an
// expired session). See docs/decisions: routing by sign-in state.
import { FROM_AUTH_PARAM } from '../../schemas/storage.ts';

export function signedOutDestination(location: Pick<Location, 'pathname' | 'search'>): string {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const fromAuth = new URLSearchParams(location.search).get(FROM_AUTH_PARAM) === 'auth';
  // At / the hint is now cleared, so loading / again shows the landing page.
  return path === '/' && !fromAuth ? '/' : '/auth';
}

/** Drops the marker from the address bar once the dashboard has loaded. */
export function tidyAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(FROM_AUTH_PARAM)) return;
  url.searchParams.delete(FROM_AUTH_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
