// The submit flow shared by Member Login and Create Account: validate with the shared schema, send,
// then carry the success toast to the dashboard (or to the member page that sent them to sign in), or
// show the failure toast and the server's field errors.
import type { z } from 'zod';
import { apiRequest } from '../../lib/api.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { goTo } from '../../lib/navigation.ts';
import { returnPath } from '../../lib/return-path.ts';
import type { PublicUser } from '../../schemas/user.ts';
import { toastAcrossNavigation } from '../../stores/toasts.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { AFTER_SIGN_IN_PATH } from './copy.ts';

interface AccountSubmit {
  schema: z.ZodType;
  path: '/api/login' | '/api/register';
  success: (user: PublicUser) => { title: string; description: string };
  failureTitle: string;
}

export function useAccountSubmit({ schema, path, success, failureTitle }: AccountSubmit) {
  return useFormSubmit({
    schema,
    send: (input) => apiRequest<PublicUser>('POST', path, input),
    onSuccess: (user) => {
      trackEvent(path === '/api/login' ? 'user_logged_in' : 'user_registered', {});
      toastAcrossNavigation(success(user));
      goTo(returnPath(window.location.search) ?? AFTER_SIGN_IN_PATH);
    },
    failureTitle,
    leavesPage: true,
  });
}
