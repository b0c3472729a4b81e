// Text a person typed, as every schema that stores it checks it. Multi-line fields (a message) refuse C0
// control characters (U+0000 to U+001F) except tab and line breaks, and DEL: Postgres refuses U+0000 in text
// outright, and the others have no place in a message. Short fields (names, passkey names, companies,
// searches) refuse every character that can make a name in a list or an e-mail read as something it is
// not: controls (Unicode category Cc, C0 and C1), format characters (Cf: zero-width spaces and joiners,
// direction marks, embeddings, overrides and isolates, the soft hyphen, the byte-order mark, interlinear
// annotation, tag characters), line and paragraph separators (Zl, Zp), the characters that look like
// nothing (the Hangul fillers, the blank Braille pattern, the combining grapheme joiner), and a pile of
// more than a few combining marks on one letter. The field message names the character.
import { z } from './zod.ts';

/** Any C0 control or DEL (query strings and headers: netlify/lib/http/input.ts). */
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F]/;
/** The same, except tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** More combining marks than this on one base character are refused (Vietnamese needs two, Hebrew with points four). */
export const MAX_COMBINING_MARKS = 4;

/** Each kind of character a short field refuses, and how its message names it. */
const REFUSED: ReadonlyArray<readonly [RegExp, string]> = [
  [/\p{Cc}/u, 'a control character'],
  [/\p{Cf}/u, 'an invisible formatting character'],
  [/\p{Zl}/u, 'a line separator'],
  [/\p{Zp}/u, 'a paragraph separator'],
  [/[\u034F\u115F\u1160\u3164\uFFA0\u2800]/u, 'a character that shows as nothing'],
];
const ANY_REFUSED = new RegExp(REFUSED.map(([pattern]) => pattern.source).join('|'), 'u');
const MARK_PILE = new RegExp(`\\p{M}{${MAX_COMBINING_MARKS + 1},}`, 'u');
const EVERY_REFUSED = new RegExp(ANY_REFUSED.source, 'gu');
const MARKS_BEYOND_THE_FEW = new RegExp(`(\\p{M}{${MAX_COMBINING_MARKS}})\\p{M}+`, 'gu');

export const textMessages = {
  refused: (label: string, code: string, kind: string) => `${label} must not contain ${code}, ${kind}`,
  markPile: (label: string) => `${label} must not pile more than ${MAX_COMBINING_MARKS} accents or marks on one letter`,
  singleLine: (label: string) => `${label} must be one line of text, without control characters`,
  multiLine: (label: string) => `${label} must not contain control characters`,
} as const;

/** 'U+2028', 'U+E0041': how a message names a code point. */
export const codePointLabel = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why short text is refused (the first refused character, or a pile of marks), or null when it is fine. */
export function shortTextProblem(value: string, label: string): string | null {
  const found = ANY_REFUSED.exec(value);
  if (found) {
    const character = found[0];
    const kind = REFUSED.find(([pattern]) => pattern.test(character))?.[1] ?? 'a refused character';
    return textMessages.refused(label, codePointLabel(character), kind);
  }
  return MARK_PILE.test(value) ? textMessages.markPile(label) : null;
}

/**
 * `value` without the characters short text refuses (mail greets names stored before these rules with
 * it). A pile of marks is cut to the first few.
 */
export function withoutRefused(value: string): string {
  return value.replace(EVERY_REFUSED, '').replace(MARKS_BEYOND_THE_FEW, '$1');
}

/** `schema`, refusing what short text refuses (above): for names, companies, passkey names, searches. */
export function singleLine(schema: z.ZodString, label: string): z.ZodString {
  return schema.superRefine((value, context) => {
    const problem = shortTextProblem(value, label);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/** `schema`, refusing control characters other than tab and line breaks: for messages. */
export function multiLine(schema: z.ZodString, label: string): z.ZodString {
  return schema.refine((value) => !MULTI_LINE_FORBIDDEN.test(value), { error: textMessages.multiLine(label) });
}
