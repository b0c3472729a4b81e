// Field errors shown beside a form's fields, without zod: set from a check, or from the server's answer
// (400, 409). The contact form uses this directly and loads its checks on demand; other forms go through
// useFieldErrors, which adds the check.
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { firstMessages } from '../../schemas/errors.ts';

export type FieldErrorMap = Record<string, string>;

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrorMap) {
  const names = Object.keys(errors);
  const field = Array.from(form.elements).find(
    (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      names.includes(element.name),
  );
  field?.focus();
}

export function useFieldErrorState() {
  const [errors, setErrors] = useState<FieldErrorMap>({});

  /** Shows each field's message (none clears them) and focuses the first field with one. */
  function show(found: FieldErrorMap, form: HTMLFormElement) {
    setErrors(found);
    focusFirstInvalid(form, found);
  }

  /** Shows the server's field messages (400, 409), if it sent any. */
  function showServerErrors(error: unknown, form: HTMLFormElement) {
    if (error instanceof ApiError) show(firstMessages(error.fieldErrors), form);
  }

  /** Clears one field's error as soon as it is edited. */
  function clear(name: string) {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }

  return { errors, show, showServerErrors, clear, reset: () => setErrors({}) };
}

/** The form's named text values. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}
