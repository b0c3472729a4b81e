// Member pages' data: who is signed in (else off to /auth, to come back here afterwards), then the
// Brand Persona API's answer. Signed out on the way means the session ended: the same trip to /auth.
import { isSignedOutError } from '../../lib/api.ts';
import { signInHref } from '../../lib/return-path.ts';
import type { PublicUser } from '../../schemas/user.ts';
import { useApiData } from '../data/use-api-data.ts';
import { leave, useSignedInUser } from '../dashboard/use-dashboard.ts';

export type MemberData<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; user: PublicUser; data: T };

/** Back to this page (its path on the site, with its query) after signing in again. */
export function signInAgain(path: string): () => string {
  return () => signInHref(`${path}${window.location.search}`);
}

/** Leaves for /auth when signed out; otherwise nothing (the caller reports the error). */
export function leaveIfSignedOut(error: unknown, path: string): boolean {
  if (!isSignedOutError(error)) return false;
  leave(signInAgain(path));
  return true;
}

/** `load()` runs once, when the member is known. */
export function useMemberData<T>(path: string, load: () => Promise<T>): MemberData<T> {
  const member = useSignedInUser(signInAgain(path));
  const { state } = useApiData(load, {
    enabled: member.status === 'ready',
    onError: (error) => leaveIfSignedOut(error, path),
  });
  const failed = state.status === 'failed' && !isSignedOutError(state.error);
  if (member.status === 'error' || failed) return { status: 'error' };
  if (member.status === 'loading' || state.status !== 'ready') return { status: 'loading' };
  return { status: 'ready', user: member.user, data: state.data };
}
