// The submit flow shared by Member Login and Create Account: validate with the shared schema, send,
// then carry the success toast to the dashboard (or to the member page that sent them to sign in), or
// show the failure toast and the server's field errors.
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { goTo } from '../../lib/navigation.ts';
import { returnPath } from '../../lib/return-path.ts';
import type { PublicUser } from '../../schemas/user.ts';
import { toast, toastAcrossNavigation } from '../../stores/toasts.ts';
import { formValues, useFieldErrors } from '../forms/use-field-errors.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { AFTER_SIGN_IN_PATH } from './copy.ts';

interface AccountSubmit {
  schema: z.ZodType;
  path: '/api/login' | '/api/register';
  success: (user: PublicUser) => { title: string; description: string };
  failureTitle: string;
}

export function useAccountSubmit({ schema, path, success, failureTitle }: AccountSubmit) {
  const { errors, validate, showServerErrors, clear } = useFieldErrors();
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { data: input } = validate(schema, formValues(form), form);
    if (!input) return;
    setPending(true);
    try {
      const user = await apiRequest<PublicUser>('POST', path, input);
      trackEvent(path === '/api/login' ? 'user_logged_in' : 'user_registered', {});
      toastAcrossNavigation(success(user));
      goTo(returnPath(window.location.search) ?? AFTER_SIGN_IN_PATH);
    } catch (error) {
      setPending(false);
      const description = error instanceof Error ? error.message : String(error);
      toast({ title: failureTitle, description, variant: 'destructive' });
      showServerErrors(error, form);
    }
  }

  const onInput = (event: FormEvent<HTMLFormElement>) => clear((event.target as HTMLInputElement).name);
  return { errors, pending, onSubmit, onInput, disabled: pending || !hydrated };
}
