// Create Account's submit flow: validate with the shared schema, send, then carry the success toast to
// the dashboard (or to the member page that sent them to sign in), or show the failure toast and the
// server's field errors.
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/auth.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { goTo } from '../../lib/navigation.ts';
import { returnPath } from '../../lib/return-path.ts';
import type { registerSchema } from '../../schemas/auth.ts';
import type { PublicUser } from '../../schemas/user.ts';
import { toastAcrossNavigation } from '../../stores/toasts.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { AFTER_SIGN_IN_PATH } from './copy.ts';

interface AccountSubmit {
  schema: () => Promise<typeof registerSchema>;
  success: (user: PublicUser) => { title: string; description: string };
  failureTitle: string;
}

/** Signed in: the toast goes with the browser to the dashboard (or the page that sent them to sign in). */
export function enterSignedIn(
  event: 'user_logged_in' | 'user_registered',
  message: { title: string; description: string },
) {
  trackEvent(event, {});
  toastAcrossNavigation(message);
  goTo(returnPath(window.location.search) ?? AFTER_SIGN_IN_PATH);
}

export function useAccountSubmit({ schema, success, failureTitle }: AccountSubmit) {
  return useFormSubmit({
    schema,
    send: (input) => api(endpoints.register, 'POST', { body: input }),
    onSuccess: (user) => enterSignedIn('user_registered', success(user)),
    failureTitle,
    leavesPage: true,
  });
}
