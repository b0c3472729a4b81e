// Field errors for a form: from the shared zod schema before sending, or from the server's answer. The
// schema and zod are fetched when the form is first used (its loader), not with the page: no member page
// or sign-in form carries zod before interaction, and the one schema still checks both ends.
import type { z } from 'zod';
import { firstMessages } from '../../schemas/errors.ts';
import { toastFailure } from '../../stores/toasts.ts';
import { formValues, useFieldErrorState, type FieldErrorMap } from './use-field-error-state.ts';

export { formValues, type FieldErrorMap };

/** Loads a form's schema (a dynamic import of the module that defines it). */
export type SchemaLoader<S extends z.ZodType> = () => Promise<S>;

/** The parsed values, or the field errors that stopped them. */
export type Validated<T> = { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrorMap };

const fieldErrors = () => import('../../schemas/field-errors.ts');

/** Starts fetching a form's schema and zod (when the visitor starts on the form), so Submit need not wait. */
export function preloadSchema<S extends z.ZodType>(load: SchemaLoader<S>): void {
  void Promise.all([load(), fieldErrors()]).catch(() => undefined);
}

/** `failureTitle`: the toast's title when the check itself cannot be fetched (the connection dropped). */
export function useFieldErrors(failureTitle: string) {
  const state = useFieldErrorState();

  /**
   * Parses the values; on failure shows each field's first message and focuses the first bad field.
   * Resolves with null, after a failure toast, when the check could not be fetched.
   */
  async function validate<S extends z.ZodType>(
    load: SchemaLoader<S>,
    values: unknown,
    form: HTMLFormElement,
  ): Promise<Validated<z.infer<S>> | null> {
    const loaded = await Promise.all([load(), fieldErrors()]).catch((error: unknown) => {
      toastFailure(failureTitle, error);
      return null;
    });
    if (!loaded) return null;
    const [schema, { fieldErrorsOf }] = loaded;
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
