// Sending the contact form: check with the shared zod schema (fetched on first use), POST /api/contact,
// then thank and clear, or name the failing fields and keep everything typed.
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/public.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { toast } from '../../stores/toasts.ts';
import { firstMessages } from '../../schemas/errors.ts';
import { formValues, useFieldErrorState } from '../forms/use-field-error-state.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import type { ContactFormCopy } from './copy.ts';

/** The shared zod schema and its field errors, fetched when the visitor starts on the form (most of its weight). */
export const loadSchema = () =>
  Promise.all([import('../../schemas/contact.ts'), import('../../schemas/field-errors.ts')]);

export function useContactSubmit({ copy, email }: { copy: ContactFormCopy; email: string }) {
  const { errors, show, showServerErrors, clear, reset } = useFieldErrorState();
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    try {
      const [{ contactRequestSchema }, { fieldErrorsOf }] = await loadSchema();
      const values = formValues(form);
      const parsed = contactRequestSchema.safeParse(values);
      if (!parsed.success) return show(firstMessages(fieldErrorsOf(parsed.error)), form);
      reset();
      const data = parsed.data;
      await api(endpoints.contact, 'POST', { body: data });
      // The thanks are the page's own copy (the editors'), not the API's message for other clients.
      toast({ title: copy.successTitle, description: copy.successDescription });
      trackEvent('contact_form_submitted', { serviceInterest: data.serviceInterest });
      form.reset();
    } catch (error) {
      showServerErrors(error, form);
      toast({
        title: copy.errorTitle,
        description: copy.errorDescription.replace('{email}', email),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => clear((event.target as HTMLInputElement).name);
  return { errors, pending, disabled: pending || !hydrated, submit, onInput };
}
