// Field errors for a form: from the shared zod schema before sending, or from the server's answer.
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { fieldErrorsOf, firstMessages } from '../../schemas/errors.ts';

export type FieldErrorMap = Record<string, string>;

/** The parsed values, or the field errors that stopped them. */
export type Validated<T> = { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrorMap };

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrorMap) {
  const names = Object.keys(errors);
  const field = Array.from(form.elements).find(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement && names.includes(element.name),
  );
  field?.focus();
}

export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrorMap>({});

  /** Parses the values; on failure shows each field's first message and focuses the first bad field. */
  function validate<S extends z.ZodType>(schema: S, values: unknown, form: HTMLFormElement): Validated<z.infer<S>> {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return { data: parsed.data };
    }
    const found = firstMessages(fieldErrorsOf(parsed.error));
    setErrors(found);
    focusFirstInvalid(form, found);
    return { errors: found };
  }

  /** Shows the server's field messages (400, 409), if it sent any. */
  function showServerErrors(error: unknown, form: HTMLFormElement) {
    if (!(error instanceof ApiError)) return;
    const found = firstMessages(error.fieldErrors);
    setErrors(found);
    focusFirstInvalid(form, found);
  }

  /** Clears one field's error as soon as it is edited. */
  function clear(name: string) {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }

  return { errors, validate, showServerErrors, clear, reset: () => setErrors({}) };
}

/** The form's named text values. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}
