// Text a person typed, as every schema that stores it checks it: no C0 control characters (U+0000 to
// U+001F) and no DEL. Postgres refuses U+0000 in text outright, and the others have no place in a name,
// an address or a message. Multi-line fields (a message) keep tab and line breaks. Short fields (names,
// companies) also refuse the invisible and text-direction format characters, which can make a name in a
// list or an e-mail read as something else (a right-to-left override turns 'gpj.exe' around).
import { z } from './zod.ts';

/** Any C0 control or DEL. */
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F]/;
/** The same, except tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Zero-width spaces and joiners, direction marks, embeddings and overrides, isolates, the byte-order mark. */
export const FORMAT_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

export const textMessages = {
  formatCharacters: (label: string) => `${label} must not contain invisible or text-direction characters`,
  singleLine: (label: string) => `${label} must be one line of text, without control characters`,
  multiLine: (label: string) => `${label} must not contain control characters`,
} as const;

/**
 * `schema`, refusing control characters, line breaks, tabs and invisible or text-direction format
 * characters: for names, e-mail addresses, companies.
 */
export function singleLine(schema: z.ZodString, label: string): z.ZodString {
  return schema
    .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), { error: textMessages.singleLine(label) })
    .refine((value) => !FORMAT_CHARACTERS.test(value), { error: textMessages.formatCharacters(label) });
}

/** `schema`, refusing control characters other than tab and line breaks: for messages. */
export function multiLine(schema: z.ZodString, label: string): z.ZodString {
  return schema.refine((value) => !MULTI_LINE_FORBIDDEN.test(value), { error: textMessages.multiLine(label) });
}
