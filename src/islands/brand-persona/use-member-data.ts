// Member pages' data: who is signed in (else off to /auth, to come back here afterwards), then the
// Brand Persona API's answer. A 401 on the way means the session ended: the same trip to /auth.
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { signInHref } from '../../lib/return-path.ts';
import type { PublicUser } from '../../schemas/user.ts';
import { leave, useSignedInUser } from '../dashboard/use-dashboard.ts';

export type MemberData<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; user: PublicUser; data: T };

/** Back to this page (its path on the site, with its query) after signing in again. */
export function signInAgain(path: string): () => string {
  return () => signInHref(`${path}${window.location.search}`);
}

/** Leaves for /auth on a 401; otherwise nothing (the caller reports the error). */
export function leaveIfSignedOut(error: unknown, path: string): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  leave(signInAgain(path));
  return true;
}

/** `load()` runs once, when the member is known. */
export function useMemberData<T>(path: string, load: () => Promise<T>): MemberData<T> {
  const member = useSignedInUser(signInAgain(path));
  const [data, setData] = useState<{ value: T } | 'error' | undefined>(undefined);
  const ready = member.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    load().then(
      (value) => setData({ value }),
      (error: unknown) => {
        if (!leaveIfSignedOut(error, path)) setData('error');
      },
    );
  }, [ready]);
  if (member.status === 'error' || data === 'error') return { status: 'error' };
  if (member.status === 'loading' || data === undefined) return { status: 'loading' };
  return { status: 'ready', user: member.user, data: data.value };
}
