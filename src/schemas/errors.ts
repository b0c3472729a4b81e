// The API's error contract: every error response is `{ code, message, fieldErrors? }`. The code is what
// a client acts on (a signed-out caller, a rate limit, a conflict); the message is for people. Field
// errors are built one way, from zod issues, for request bodies, query strings and every form.
import { z } from './zod.ts';

export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'invalid_credentials',
  'forbidden',
  'two_factor_required',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The code an error status carries unless the server names a more specific one. */
export const errorCodeForStatus: Readonly<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'service_unavailable',
};

/** Field (dotted for nested fields, '_' for the whole input) to its messages. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  fieldErrors?: FieldErrors;
}

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

/** The first message of each field, for showing beside form fields. */
export function firstMessages(fieldErrors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = Object.create(null);
  for (const [key, messages] of Object.entries(fieldErrors)) {
    if (messages[0]) Object.defineProperty(first, key, { value: messages[0], enumerable: true, writable: true });
  }
  return first;
}
