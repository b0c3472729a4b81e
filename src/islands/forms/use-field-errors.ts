// Field errors for a form: from the shared zod schema before sending, or from the server's answer.
import type { z } from 'zod';
import { firstMessages } from '../../schemas/errors.ts';
import { fieldErrorsOf } from '../../schemas/field-errors.ts';
import { formValues, useFieldErrorState, type FieldErrorMap } from './use-field-error-state.ts';

export { formValues, type FieldErrorMap };

/** The parsed values, or the field errors that stopped them. */
export type Validated<T> = { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrorMap };

export function useFieldErrors() {
  const state = useFieldErrorState();

  /** Parses the values; on failure shows each field's first message and focuses the first bad field. */
  function validate<S extends z.ZodType>(schema: S, values: unknown, form: HTMLFormElement): Validated<z.infer<S>> {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      state.reset();
      return { data: parsed.data };
    }
    const found = firstMessages(fieldErrorsOf(parsed.error));
    state.show(found, form);
    return { errors: found };
  }

  return { ...state, validate };
}
