// The contact form in the landing page's #contact section (`client:painted="visible"`: hydrated after the
// largest paint, once the section comes near the viewport). An uncontrolled form, like the sign-in forms:
// whatever a visitor types before it hydrates stays in the fields. It checks input
// with the same zod schema as POST /api/contact, shows each problem beside its field, and keeps
// everything typed when sending fails; on success it thanks the visitor (toast) and clears the form.
import { useCallback, useRef } from 'react';
import { CONTACT_LIMITS, type ContactInterest } from '../schemas/contact-fields.ts';
import ContactFields from './contact/ContactFields.tsx';
import type { ContactFormCopy } from './contact/copy.ts';
import { useContactPrefill, type ContactPrefill } from './contact/use-contact-prefill.ts';
import { loadSchema, useContactSubmit } from './contact/use-contact-submit.ts';

interface Props {
  copy: ContactFormCopy;
  interests: readonly ContactInterest[];
  email: string;
}

export default function ContactForm({ copy, interests, email }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const prefill = useCallback(({ serviceInterest, message }: ContactPrefill) => {
    const fields = formRef.current?.elements;
    const interest = fields?.namedItem('serviceInterest') as HTMLSelectElement | null | undefined;
    const text = fields?.namedItem('message') as HTMLTextAreaElement | null | undefined;
    if (interest && serviceInterest) interest.value = serviceInterest;
    if (text && message && !text.value) text.value = message.slice(0, CONTACT_LIMITS.message);
  }, []);
  useContactPrefill(prefill);
  const { errors, pending, disabled, submit, onInput } = useContactSubmit({ copy, email });

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      onInput={onInput}
      onFocus={() => void loadSchema()}
      aria-busy={pending}
      className="relative rounded-xl bg-white p-6 text-slate-900 shadow-lg sm:p-8"
    >
      <ContactFields copy={copy} interests={interests} errors={errors} />
      <button
        type="submit"
        disabled={disabled}
        className="mt-6 min-h-11 w-full rounded-md bg-brand-navy px-6 py-3 font-semibold text-white hover:bg-brand-ocean disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      >
        {pending ? copy.pending : copy.submit}
      </button>
      <p className="mt-4 text-small text-slate-700">
        {copy.privacyNote}{' '}
        <a href={copy.privacyLink.href} className="font-medium text-brand-ocean underline">
          {copy.privacyLink.label}
        </a>
      </p>
    </form>
  );
}
