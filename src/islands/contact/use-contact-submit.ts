// Sending the contact form: check with the shared zod schema (fetched on first use), POST /api/contact,
// then thank and clear, or name the failing fields and keep everything typed.
import { useState, type FormEvent } from 'react';
import type { ContactFormCopy } from '../../site.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { fieldErrorsOf, firstMessages } from '../../schemas/errors.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { toast } from '../../stores/toasts.ts';
import type { ContactResponse } from '../../schemas/contact-fields.ts';
import { EMPTY_FORM, type ContactValues } from './ContactFields.tsx';

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** The shared zod schema, fetched when the visitor starts on the form (it is most of the form's weight). */
export const loadSchema = () => import('../../schemas/contact.ts');

interface Options {
  copy: ContactFormCopy;
  email: string;
  values: ContactValues;
  setValues: (values: ContactValues) => void;
  setErrors: (errors: ContactErrors) => void;
}

export function useContactSubmit({ copy, email, values, setValues, setErrors }: Options) {
  const [pending, setPending] = useState(false);

  const showErrors = (form: HTMLFormElement, found: ContactErrors) => {
    setErrors(found);
    const first = Object.keys(EMPTY_FORM).find((field) => field in found);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    try {
      const { contactRequestSchema } = await loadSchema();
      const parsed = contactRequestSchema.safeParse(values);
      if (!parsed.success) return showErrors(form, firstMessages(fieldErrorsOf(parsed.error)));
      setErrors({});
      const answer = await apiRequest<ContactResponse>('POST', '/api/contact', values);
      toast({ title: copy.successTitle, description: answer?.message || copy.successDescription });
      trackEvent('contact_form_submitted', { serviceInterest: parsed.data.serviceInterest });
      setValues(EMPTY_FORM);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        showErrors(form, firstMessages(error.fieldErrors));
      }
      toast({
        title: copy.errorTitle,
        description: copy.errorDescription.replace('{email}', email),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return { pending, submit };
}
