// An account request failed. Signed out ('unauthenticated') means the session ended meanwhile (signed out from another browser,
// or timed out): the page is no use any more, so clear the hint and go to the sign-in page. Anything
// else: the failure toast with the server's answer.
import { isSignedOutError } from '../../lib/api.ts';
import { goTo } from '../../lib/navigation.ts';
import { clearSignedInHint } from '../../stores/session.ts';
import { toastFailure } from '../../stores/toasts.ts';

/** True (and leaving for /auth) when the error says the member is no longer signed in. */
export function leaveIfSignedOut(error: unknown): boolean {
  if (!isSignedOutError(error)) return false;
  clearSignedInHint();
  goTo('/auth');
  return true;
}

/** Leaves when signed out, else shows the failure toast. */
export function reportFailure(title: string, error: unknown): void {
  if (!leaveIfSignedOut(error)) toastFailure(title, error);
}
