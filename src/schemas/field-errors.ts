// The one way zod issues become field errors, for request bodies, query strings and every form.
import type { FieldErrors } from './errors.ts';
import { z } from './zod.ts';

export const UNKNOWN_FIELD = 'Unknown field';

/**
 * zod issues as field errors, through `z.flattenError`: each issue's path is dotted into one key
 * ('groups.0.needs'), each unrecognised key becomes its own 'Unknown field', and messages about the whole
 * input go under '_'. Keys keep the order of the issues. The map has no prototype: a client's key may be
 * named `__proto__`, `constructor` or `toString`.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const keyed: z.core.$ZodIssue[] = error.issues.flatMap((issue): z.core.$ZodIssue[] =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ ...issue, path: [[...issue.path, key].join('.')], message: UNKNOWN_FIELD }))
      : [{ ...issue, path: issue.path.length ? [issue.path.join('.')] : [] }],
  );
  const { formErrors, fieldErrors } = z.flattenError(new z.ZodError(keyed));
  const result: FieldErrors = Object.create(null);
  for (const issue of keyed) {
    const key = String(issue.path[0] ?? '_');
    if (Object.hasOwn(result, key)) continue;
    const named = (Object.hasOwn(fieldErrors, key) && (fieldErrors as Record<string, string[]>)[key]) || [];
    const messages = key === '_' ? [...formErrors, ...named] : named;
    if (messages.length) Object.defineProperty(result, key, { value: messages, enumerable: true, writable: true });
  }
  return result;
}
