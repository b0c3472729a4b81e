// Sign-in state for islands. An anonymous page view makes no API call: /api/auth/user is asked only when
// the non-secret signed-in hint cookie is present; its answer null (the session ended elsewhere, or timed
// out) means signed out and clears the hint, without an error status for the browser to log.
import { atom } from 'nanostores';
import { api } from '../lib/api.ts';
import { browserCookies, setBrowserCookie } from '../lib/cookies.ts';
import * as endpoints from '../schemas/api-routes/every-page.ts';
import { toast, toastAcrossNavigation } from './toasts.ts';
import { goTo } from '../lib/navigation.ts';
import { SIGNED_IN_HINT_COOKIE } from '../schemas/storage.ts';
import type { PublicUser } from '../schemas/user.ts';

/** undefined: still loading; null: signed out. */
export const $user = atom<PublicUser | null | undefined>(undefined);

export function hasSignedInHint(): boolean {
  return SIGNED_IN_HINT_COOKIE in browserCookies();
}

export function clearSignedInHint(): void {
  setBrowserCookie({
    name: SIGNED_IN_HINT_COOKIE,
    value: '',
    maxAge: 0,
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  });
}

let pending: Promise<PublicUser | null> | undefined;

/** Loads the user once per page (shared by every island); resolves null when signed out. */
export function loadUser(): Promise<PublicUser | null> {
  pending ??= (async () => {
    if (!hasSignedInHint()) {
      $user.set(null);
      return null;
    }
    try {
      const user = await api(endpoints.signedInUser, 'GET');
      if (!user) clearSignedInHint();
      $user.set(user);
      return user;
    } catch {
      // Unreachable or failing: the hint stays, so a page can tell this from signed out and say so.
      $user.set(null);
      return null;
    }
  })();
  return pending;
}

/** After a logout the browser goes to / about 0.5 s later (long enough to read the toast). */
export const LOGOUT_REDIRECT_DELAY_MS = 500;

export interface LogoutMessages {
  successTitle: string;
  successText: string;
  failureTitle: string;
}

/**
 * POST /api/logout. On success: signed out, toast (carried to the next page), then / about 0.5 s later.
 * On failure: a destructive toast with the error message; the member stays signed in.
 * Resolves true when signed out.
 */
export async function logout(messages: LogoutMessages): Promise<boolean> {
  try {
    await api(endpoints.logout, 'POST');
  } catch (error) {
    toast({
      title: messages.failureTitle,
      description: error instanceof Error ? error.message : String(error),
      variant: 'destructive',
    });
    return false;
  }
  clearSignedInHint();
  $user.set(null);
  toastAcrossNavigation({ title: messages.successTitle, description: messages.successText });
  setTimeout(() => goTo('/'), LOGOUT_REDIRECT_DELAY_MS);
  return true;
}
