// Submitting a form: validate with the shared schema (fetched on first use), send, then either hand the
// answer on or show the failure toast with the server's answer and its field messages beside the fields.
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { toastFailure } from '../../stores/toasts.ts';
import { formValues, preloadSchema, useFieldErrors, type SchemaLoader } from './use-field-errors.ts';
import { useHydrated } from './use-hydrated.ts';

interface FormSubmit<S extends z.ZodType, R> {
  /** The shared schema's loader: a function that imports the module defining it and picks the schema. */
  schema: SchemaLoader<S>;
  send: (input: z.infer<S>) => Promise<R>;
  onSuccess: (result: R, form: HTMLFormElement) => void;
  failureTitle: string;
  /** Called with the error instead of the toast, when it returns true (it handled the failure itself). */
  onFailure?: (error: unknown) => boolean;
  /** Extra values validated and sent with the form's own (a token from the address bar). */
  extra?: Record<string, string>;
  /** Success leaves the page: the button stays pending until it has gone. */
  leavesPage?: boolean;
}

export function useFormSubmit<S extends z.ZodType, R>(options: FormSubmit<S, R>) {
  const { schema, send, onSuccess, failureTitle, onFailure, extra, leavesPage = false } = options;
  const { errors, validate, showServerErrors, clear } = useFieldErrors(failureTitle);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    try {
      const checked = await validate(schema, { ...formValues(form), ...extra }, form);
      if (!checked?.data) return setPending(false);
      const { data } = checked;
      const result = await send(data);
      if (!leavesPage) setPending(false);
      onSuccess(result, form);
    } catch (error) {
      setPending(false);
      if (onFailure?.(error)) return;
      toastFailure(failureTitle, error);
      showServerErrors(error, form);
    }
  }

  // Typing starts fetching the schema, so it is there by the time the form is sent.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    preloadSchema(schema);
    clear((event.target as HTMLInputElement).name);
  };
  return { errors, pending, onSubmit, onInput, disabled: pending || !hydrated };
}
