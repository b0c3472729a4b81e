// The contact form's fields, in reading order, plus the honeypot (hidden from people and assistive
// technology, out of the tab order; bots that fill it are thanked and ignored by the server).
import type { ContactFormCopy } from './copy.ts';
import type { ContactInterest } from '../../schemas/contact-fields.ts';
import { CONTACT_LIMITS } from '../../schemas/contact-fields.ts';
import Field from '../ui/Field.tsx';

interface Props {
  copy: ContactFormCopy;
  interests: readonly ContactInterest[];
  errors: Partial<Record<string, string>>;
}

/** Uncontrolled: the browser holds the values (typed before hydration too); the form reads them on submit. */
export default function ContactFields({ copy, interests, errors }: Props) {
  const { labels } = copy;
  const text = (field: 'firstName' | 'lastName' | 'email' | 'company', autoComplete: string, max: number) => (
    <Field id={`contact-${field}`} label={labels[field]} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          name={field}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          maxLength={max}
          required={field !== 'company'}
        />
      )}
    </Field>
  );

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <p className="text-small text-slate-700 sm:col-span-2">{copy.requiredNote}</p>
      {text('firstName', 'given-name', CONTACT_LIMITS.name)}
      {text('lastName', 'family-name', CONTACT_LIMITS.name)}
      {text('email', 'email', CONTACT_LIMITS.email)}
      {text('company', 'organization', CONTACT_LIMITS.company)}
      <div className="sm:col-span-2">
        <Field id="contact-serviceInterest" label={labels.serviceInterest} error={errors.serviceInterest}>
          {(props) => (
            <select {...props} name="serviceInterest" required>
              <option value="">{copy.servicePlaceholder}</option>
              {interests.map((interest) => (
                <option key={interest.value} value={interest.value}>
                  {interest.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field id="contact-message" label={labels.message} error={errors.message}>
          {(props) => <textarea {...props} name="message" required rows={6} maxLength={CONTACT_LIMITS.message} />}
        </Field>
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{copy.honeypotLabel}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </div>
  );
}
