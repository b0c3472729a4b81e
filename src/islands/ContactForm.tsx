// The contact form in the landing page's #contact section (client:visible). Checks input with the same
// zod schema as POST /api/contact, shows each problem beside its field, and keeps everything typed when
// sending fails; on success it thanks the visitor (toast) and clears the form.
import { useCallback, useRef, useState } from 'react';
import type { ContactFormCopy } from '../site.ts';
import type { ContactInterest } from '../schemas/contact-fields.ts';
import { CONTACT_LIMITS } from '../schemas/contact-fields.ts';
import ContactFields, { EMPTY_FORM, type ContactValues } from './contact/ContactFields.tsx';
import { useContactPrefill } from './contact/use-contact-prefill.ts';
import { loadSchema, useContactSubmit, type ContactErrors } from './contact/use-contact-submit.ts';
import { useTypedBeforeHydration } from './contact/use-typed-before-hydration.ts';

interface Props {
  copy: ContactFormCopy;
  interests: readonly ContactInterest[];
  email: string;
}

const FIELDS = Object.keys(EMPTY_FORM) as (keyof ContactValues)[];

export default function ContactForm({ copy, interests, email }: Props) {
  const [values, setValues] = useState<ContactValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const merge = useCallback(
    (update: Partial<ContactValues>) => setValues((current) => ({ ...current, ...update })),
    [],
  );
  const prefill = useCallback(
    ({ serviceInterest, message }: Partial<ContactValues>) =>
      setValues((current) => ({
        ...current,
        ...(serviceInterest ? { serviceInterest } : {}),
        ...(message && !current.message ? { message: message.slice(0, CONTACT_LIMITS.message) } : {}),
      })),
    [],
  );
  useContactPrefill(prefill);
  const ready = useTypedBeforeHydration<ContactValues>(formRef, FIELDS, merge);
  const { pending, submit } = useContactSubmit({ copy, email, values, setValues, setErrors });

  return (
    <form
      ref={formRef}
      method="post"
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
          merge({ [field]: value });
          setErrors(({ [field]: _fixed, ...others }) => others);
        }}
      />
      <button
        type="submit"
        disabled={pending || !ready}
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
