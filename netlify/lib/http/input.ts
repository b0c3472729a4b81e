// Reading what a request carries: a bounded JSON body and the query string through zod schemas (400 with
// field messages, 413, 415), and the refusal of control characters in parameters. Every function reaches
// these through netlify/lib/http.ts.
import type { z } from 'zod';
import type { FieldErrors } from '../../../src/schemas/errors.ts';
import { fieldErrorsOf } from '../../../src/schemas/field-errors.ts';
import { SINGLE_LINE_FORBIDDEN, textMessages } from '../../../src/schemas/text.ts';
import { DEFAULT_BODY_LIMIT } from '../../../src/schemas/api-operation.ts';
import { HttpError, RequestAborted } from './error.ts';

export { DEFAULT_BODY_LIMIT };

async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, `Request body is too large (limit ${maxBytes} bytes)`);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((cause: unknown) => {
      throw new RequestAborted(cause);
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, `Request body is too large (limit ${maxBytes} bytes)`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The first message, e.g. 'Please enter a valid email address', so a toast can say something useful. */
function summary(fieldErrors: FieldErrors): string {
  const first = Object.values(fieldErrors)[0]?.[0];
  return first ?? 'Invalid request';
}

/**
 * Reads a JSON body and validates it: 415 unless the body is JSON (or, with `textPlain`, JSON sent as
 * text/plain in UTF-8, as navigator.sendBeacon sends a string), 413 over the limit,
 * 400 for malformed JSON or a body that fails the schema (with field messages).
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { maxBytes?: number; textPlain?: boolean } = {},
): Promise<z.infer<S>> {
  const contentType = request.headers.get('content-type') ?? '';
  const beacon = options.textPlain && /^text\/plain\s*(;\s*charset=utf-8\s*)?$/i.test(contentType);
  if (!beacon && !/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new HttpError(
      415,
      `Unsupported Media Type: send application/json${options.textPlain ? ' (or JSON as text/plain)' : ''}`,
    );
  }
  const text = await readBodyText(request, options.maxBytes ?? DEFAULT_BODY_LIMIT);
  let data: unknown;
  try {
    data = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  return validated(schema, data);
}

/** Validates parsed input: 400 with field messages (the first one as the message) when it fails. */
function validated<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    throw new HttpError(400, summary(fieldErrors), { fieldErrors });
  }
  return parsed.data;
}

/** Reads the query string through a schema (400 with field messages when it fails). */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  return validated(schema, Object.fromEntries(url.searchParams));
}

/** A path parameter as the client meant it: platforms may hand it over still percent-encoded. */
export function decodedParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * 400 with field messages when a query parameter (its name or value) or a path parameter holds a control
 * character: no filter or id has a use for one, and Postgres refuses U+0000 in text outright.
 */
export function assertNoControlCharacters(url: URL, params: Record<string, string> | undefined): void {
  const fieldErrors: FieldErrors = {};
  for (const [name, value] of url.searchParams) {
    if (SINGLE_LINE_FORBIDDEN.test(name) || SINGLE_LINE_FORBIDDEN.test(value)) {
      const field = name.replace(new RegExp(SINGLE_LINE_FORBIDDEN, 'g'), '?');
      fieldErrors[field] = [textMessages.singleLine(field)];
    }
  }
  for (const [name, value] of Object.entries(params ?? {})) {
    if (SINGLE_LINE_FORBIDDEN.test(value) || SINGLE_LINE_FORBIDDEN.test(decodedParam(value))) {
      fieldErrors[name] = [textMessages.singleLine(name)];
    }
  }
  if (Object.keys(fieldErrors).length) throw new HttpError(400, summary(fieldErrors), { fieldErrors });
}

/** For mutations without a body: still refuse anything that is not empty or JSON. */
export function assertNoBodyOrJson(request: Request): void {
  const contentType = request.headers.get('content-type');
  const declared = request.headers.get('content-length');
  // Without Content-Length (chunked, or a Request built in code) any body stream counts as a body.
  const hasBody = declared === null ? request.body !== null : Number(declared) > 0;
  if (hasBody && contentType && !/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new HttpError(415, 'Unsupported Media Type: send application/json');
  }
}
