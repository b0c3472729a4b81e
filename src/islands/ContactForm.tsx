// The contact form in the landing page's #contact section (client:visible). Checks input with the same
// zod schema as POST /api/contact, shows each problem beside its field, and keeps everything typed when
// sending fails; on success it thanks the visitor (toast) and clears the form.
import { useCallback, useState, type FormEvent } from 'react';
import type { ContactFormCopy, ContactInterest } from '../site.ts';
import { ApiError, apiRequest, type FieldErrors } from '../lib/api.ts';
import { trackEvent } from '../lib/analytics.ts';
import { toast } from '../stores/toasts.ts';
import { CONTACT_LIMITS, type ContactResponse } from '../schemas/contact-fields.ts';
import ContactFields, { EMPTY_FORM, type ContactValues } from './contact/ContactFields.tsx';
import { useContactPrefill } from './contact/useContactPrefill.ts';

interface Props {
  copy: ContactFormCopy;
  interests: readonly ContactInterest[];
  email: string;
}

/** The shared zod schema, fetched when the visitor starts on the form (it is most of the form's weight). */
const loadSchema = () => import('../schemas/contact.ts');

function firstErrors(fieldErrors: FieldErrors): Partial<Record<keyof ContactValues, string>> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0]]));
}

export default function ContactForm({ copy, interests, email }: Props) {
  const [values, setValues] = useState<ContactValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactValues, string>>>({});
  const [pending, setPending] = useState(false);

  const prefill = useCallback(({ serviceInterest, message }: Partial<ContactValues>) => {
    setValues((current) => ({
      ...current,
      ...(serviceInterest ? { serviceInterest } : {}),
      ...(message && !current.message ? { message: message.slice(0, CONTACT_LIMITS.message) } : {}),
    }));
  }, []);
  useContactPrefill(prefill);

  const showErrors = (form: HTMLFormElement, found: Partial<Record<keyof ContactValues, string>>) => {
    setErrors(found);
    const first = Object.keys(EMPTY_FORM).find((field) => field in found);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const failed = () =>
    toast({
      title: copy.errorTitle,
      description: copy.errorDescription.replace('{email}', email),
      variant: 'destructive',
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    try {
      const { contactRequestSchema } = await loadSchema();
      const parsed = contactRequestSchema.safeParse(values);
      if (!parsed.success) {
        const found: FieldErrors = {};
        for (const issue of parsed.error.issues) (found[String(issue.path[0])] ??= []).push(issue.message);
        return showErrors(form, firstErrors(found));
      }
      setErrors({});
      const answer = await apiRequest<ContactResponse>('POST', '/api/contact', values);
      toast({ title: copy.successTitle, description: answer?.message || copy.successDescription });
      trackEvent('contact_form_submitted', { serviceInterest: parsed.data.serviceInterest });
      setValues(EMPTY_FORM);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        showErrors(form, firstErrors(error.fieldErrors));
      }
      failed();
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSchema()}
      aria-busy={pending}
      className="relative rounded-xl bg-white p-6 text-slate-900 shadow-lg sm:p-8"
    >
      <ContactFields
        copy={copy}
        interests={interests}
        values={values}
        errors={errors}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          setErrors(({ [field]: _fixed, ...others }) => others);
        }}
      />
      <button
        type="submit"
        disabled={pending}
        className="mt-6 min-h-11 w-full rounded-md bg-brand-navy px-6 py-3 font-semibold text-white hover:bg-brand-ocean disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      >
        {pending ? copy.pending : copy.submit}
      </button>
      <p className="mt-4 text-sm text-slate-700">
        {copy.privacyNote}{' '}
        <a href={copy.privacyLink.href} className="font-medium text-brand-ocean underline">
          {copy.privacyLink.label}
        </a>
      </p>
    </form>
  );
}
