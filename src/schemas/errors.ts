// The API's error contract: every error response is `{ code, message, fieldErrors? }`. The code is what
// a client acts on (a signed-out caller, a rate limit, a conflict); the message is for people. Without
// zod, so every page's API client can use it; field errors are built from zod issues in field-errors.ts.

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

/**
 * What the browser says when nothing answered, or when what answered is not a reply the contract declares
 * (a proxy's error page, a missing function): one plain sentence each, never the reply itself.
 */
export const clientMessages = {
  network: 'We could not reach the site. Please check your connection and try again.',
  unexpected: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/** Field (dotted for nested fields, '_' for the whole input) to its messages. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  fieldErrors?: FieldErrors;
}

/** The first message of each field, for showing beside form fields. */
export function firstMessages(fieldErrors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = Object.create(null);
  for (const [key, messages] of Object.entries(fieldErrors)) {
    if (messages[0]) Object.defineProperty(first, key, { value: messages[0], enumerable: true, writable: true });
  }
  return first;
}
