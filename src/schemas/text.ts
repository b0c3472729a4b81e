// Text a person typed, as every schema that stores it checks it. Multi-line fields (a message) refuse C0
// control characters (U+0000 to U+001F) except tab and line breaks, and DEL: Postgres refuses U+0000 in text
// outright, and the others have no place in a message. Short fields (names, passkey names, companies,
// searches) refuse every character that can make a name in a list or an e-mail read as something it is
// not, or read as nothing: controls (Unicode category Cc, C0 and C1), lone surrogates (Cs: half of a
// character, which UTF-8 cannot store), format characters (Cf: zero-width spaces and joiners, direction
// marks, embeddings, overrides and isolates, the soft hyphen, the byte-order mark, interlinear annotation,
// tag characters), line and paragraph separators (Zl, Zp), private-use characters (Co: no two fonts agree
// on them), noncharacters, code points Unicode has not assigned (Cn: this engine's Unicode version), the
// default-ignorable code points (variation selectors, fillers, the combining grapheme joiner: drawn as
// nothing) and the blank Braille pattern, and a pile of more than a few combining marks on one letter.
// Names may hold emoji, so the two joiners emoji are built with are allowed inside an emoji sequence only:
// the emoji presentation selector (U+FE0F) straight after an emoji, and the zero-width joiner (U+200D)
// between two pictographs (after the first one's skin tone or selector). The field message names the
// character. Unicode's own properties decide each kind (regular expression property escapes), never a
// hand-written list of ranges.
import { z } from './zod.ts';

/** Any C0 control or DEL (query strings and headers: netlify/lib/http/input.ts). */
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F]/;
/** The same, except tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** More combining marks than this on one base character are refused (Vietnamese needs two, Hebrew with points four). */
export const MAX_COMBINING_MARKS = 4;

/**
 * Each kind of character a short field refuses, and how its message names it: a character of several
 * kinds is named by the first (a noncharacter is also unassigned; a format character also ignorable).
 */
const REFUSED: ReadonlyArray<readonly [RegExp, string]> = [
  [/\p{Cc}/u, 'a control character'],
  [/\p{Cs}/u, 'half of a character (a lone surrogate)'],
  [/\p{Cf}/u, 'an invisible formatting character'],
  [/\p{Zl}/u, 'a line separator'],
  [/\p{Zp}/u, 'a paragraph separator'],
  [/\p{Co}/u, 'a private-use character'],
  [/\p{Noncharacter_Code_Point}/u, 'a code point Unicode keeps out of text (a noncharacter)'],
  [/\p{Cn}/u, 'a code point Unicode has not assigned'],
  // U+2800, the blank Braille pattern, is a symbol to Unicode, but draws as nothing.
  [/[\p{Default_Ignorable_Code_Point}\u2800]/u, 'a character that shows as nothing'],
];
/**
 * The joiners an emoji sequence is made with, where they are part of one: the presentation selector after
 * an emoji (❤️, #️⃣), the zero-width joiner between pictographs (👩‍💻, 👨🏽‍💻, 🏳️‍🌈).
 */
const EMOJI_JOINER =
  /(?<=\p{Emoji})\uFE0F|(?<=\p{Extended_Pictographic}\p{Emoji_Modifier}?\uFE0F?)\u200D(?=\p{Extended_Pictographic})/u;
const REFUSED_SOURCE = `(?!${EMOJI_JOINER.source})(?:${REFUSED.map(([pattern]) => pattern.source).join('|')})`;
const ANY_REFUSED = new RegExp(REFUSED_SOURCE, 'u');
const MARK_PILE = new RegExp(`\\p{M}{${MAX_COMBINING_MARKS + 1},}`, 'u');
const EVERY_REFUSED = new RegExp(REFUSED_SOURCE, 'gu');
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
