import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import {
  MAX_COMBINING_MARKS,
  codePointLabel,
  multiLine,
  shortTextProblem,
  singleLine,
  textMessages,
  withoutRefused,
} from './text.ts';

const name = singleLine(z.string().trim().min(1), 'First name');
const message = multiLine(z.string().trim().min(1), 'Message');
const C0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));

const firstMessage = (result: z.ZodSafeParseResult<string>) => result.error?.issues[0]?.message;

/** Every code point (surrogates as lone halves), once. */
const everyCodePoint = Array.from({ length: 0x110000 }, (_, code) => String.fromCodePoint(code));
const codePointsWhere = (test: (character: string) => boolean) => everyCodePoint.filter(test);

/** The refused kinds in the order a message names them: a code point of two kinds is named by the first. */
const categories = {
  Cc: { pattern: /^\p{Cc}$/u, kind: 'a control character' },
  Cs: { pattern: /^\p{Cs}$/u, kind: 'half of a character (a lone surrogate)' },
  Cf: { pattern: /^\p{Cf}$/u, kind: 'an invisible formatting character' },
  Zl: { pattern: /^\p{Zl}$/u, kind: 'a line separator' },
  Zp: { pattern: /^\p{Zp}$/u, kind: 'a paragraph separator' },
  Co: { pattern: /^\p{Co}$/u, kind: 'a private-use character' },
  Noncharacter: {
    pattern: /^\p{Noncharacter_Code_Point}$/u,
    kind: 'a code point Unicode keeps out of text (a noncharacter)',
  },
  Cn: { pattern: /^\p{Cn}$/u, kind: 'a code point Unicode has not assigned' },
  Default_Ignorable_Code_Point: {
    pattern: /^\p{Default_Ignorable_Code_Point}$/u,
    kind: 'a character that shows as nothing',
  },
} as const;
const kindOf = (character: string) => Object.values(categories).find(({ pattern }) => pattern.test(character))?.kind;

describe('short text refuses every code point of the refused categories, naming it', () => {
  it.each(Object.entries(categories))('%s', (_category, { pattern }) => {
    const members = codePointsWhere((character) => pattern.test(character));
    expect(members.length).toBeGreaterThan(0);
    // Hundreds of thousands are unassigned or private: the check the schema runs, without the schema around
    // it, on the character alone (the next test puts the rest inside a name, through the schema).
    const wrong = members.filter(
      (character) =>
        shortTextProblem(character, 'First name') !==
        textMessages.refused('First name', codePointLabel(character), kindOf(character)!),
    );
    expect(wrong.map(codePointLabel)).toEqual([]);
  });

  it.each(Object.entries(categories).filter(([category]) => !['Cn', 'Co'].includes(category)))(
    '%s, through the schema, alone as the whole name too',
    (_category, { pattern }) => {
      const wrong = codePointsWhere((character) => pattern.test(character)).filter((character) => {
        const expected = textMessages.refused('First name', codePointLabel(character), kindOf(character)!);
        const inside = name.safeParse(`Ada${character}Lovelace`);
        const alone = name.safeParse(character);
        // Alone, a character the trim removes (the byte-order mark) leaves an empty name: refused as such.
        return firstMessage(inside) !== expected || alone.success;
      });
      expect(wrong.map(codePointLabel)).toEqual([]);
    },
  );

  it('knows the categories by size: 65 controls, 2 separators, 66 noncharacters, the format characters, more', () => {
    expect(codePointsWhere((c) => categories.Cc.pattern.test(c))).toHaveLength(65);
    expect(codePointsWhere((c) => categories.Cs.pattern.test(c))).toHaveLength(2048);
    expect(codePointsWhere((c) => categories.Co.pattern.test(c))).toHaveLength(137_468);
    expect(codePointsWhere((c) => categories.Noncharacter.pattern.test(c))).toHaveLength(66);
    expect(codePointsWhere((c) => categories.Default_Ignorable_Code_Point.pattern.test(c)).length).toBeGreaterThan(
      4000,
    );
    expect(codePointsWhere((c) => categories.Zl.pattern.test(c) || categories.Zp.pattern.test(c))).toHaveLength(2);
    // Tag characters (U+E0001, U+E0020 to U+E007F) alone are 97 of them.
    expect(codePointsWhere((c) => categories.Cf.pattern.test(c)).length).toBeGreaterThan(160);
  });

  it.each([
    ['U+2028', '\u2028', 'a line separator'],
    ['U+2029', '\u2029', 'a paragraph separator'],
    ['U+061C', '\u061C', 'an invisible formatting character'],
    ['U+0085', '\u0085', 'a control character'],
    ['U+009B', '\u009B', 'a control character'],
    ['U+2060', '\u2060', 'an invisible formatting character'],
    ['U+2064', '\u2064', 'an invisible formatting character'],
    ['U+00AD', '\u00AD', 'an invisible formatting character'],
    ['U+180E', '\u180E', 'an invisible formatting character'],
    ['U+E0041', '\u{E0041}', 'an invisible formatting character'],
    ['U+FFF9', '\uFFF9', 'an invisible formatting character'],
    ['U+FFFB', '\uFFFB', 'an invisible formatting character'],
    ['U+202E', '\u202E', 'an invisible formatting character'],
    ['U+034F', '\u034F', 'a character that shows as nothing'],
    ['U+115F', '\u115F', 'a character that shows as nothing'],
    ['U+1160', '\u1160', 'a character that shows as nothing'],
    ['U+3164', '\u3164', 'a character that shows as nothing'],
    ['U+FFA0', '\uFFA0', 'a character that shows as nothing'],
    ['U+2800', '\u2800', 'a character that shows as nothing'],
    ['U+2065', '\u2065', 'a code point Unicode has not assigned'],
    ['U+E0000', '\u{E0000}', 'a code point Unicode has not assigned'],
    ['U+E0080', '\u{E0080}', 'a code point Unicode has not assigned'],
    ['U+FFF0', '\uFFF0', 'a code point Unicode has not assigned'],
    ['U+E000', '\uE000', 'a private-use character'],
    ['U+F0000', '\u{F0000}', 'a private-use character'],
    ['U+FFFE', '\uFFFE', 'a code point Unicode keeps out of text (a noncharacter)'],
    ['U+FDD0', '\uFDD0', 'a code point Unicode keeps out of text (a noncharacter)'],
    ['U+10FFFF', '\u{10FFFF}', 'a code point Unicode keeps out of text (a noncharacter)'],
    ['U+D800', '\uD800', 'half of a character (a lone surrogate)'],
    ['U+DFFF', '\uDFFF', 'half of a character (a lone surrogate)'],
    ['U+17B4', '\u17B4', 'a character that shows as nothing'],
    ['U+180B', '\u180B', 'a character that shows as nothing'],
    ['U+E0100', '\u{E0100}', 'a character that shows as nothing'],
    ['U+FE0F', '\uFE0F', 'a character that shows as nothing'],
  ])('refuses %s and says so', (code, character, kind) => {
    expect(firstMessage(name.safeParse(`Ada${character}x`))).toBe(`First name must not contain ${code}, ${kind}`);
  });

  it.each([
    ['U+FE0F', '\uFE0F', 'a character that shows as nothing'],
    ['U+17B4', '\u17B4', 'a character that shows as nothing'],
    ['U+180B', '\u180B', 'a character that shows as nothing'],
    ['U+E0100', '\u{E0100}', 'a character that shows as nothing'],
  ])('refuses %s as the whole name', (code, character, kind) => {
    expect(firstMessage(name.safeParse(character))).toBe(`First name must not contain ${code}, ${kind}`);
  });

  it('names the first refused character when there are several', () => {
    expect(shortTextProblem('X\u2028\u061C<b>x</b>', 'First name')).toBe(
      'First name must not contain U+2028, a line separator',
    );
  });
});

describe('short text and combining marks', () => {
  const marks = (count: number) => '\u0301'.repeat(count);

  it(`accepts up to ${MAX_COMBINING_MARKS} marks on one letter, refuses more`, () => {
    expect(name.safeParse(`Zalgo${marks(MAX_COMBINING_MARKS)}`).success).toBe(true);
    expect(firstMessage(name.safeParse(`Zalgo${marks(MAX_COMBINING_MARKS + 1)}`))).toBe(
      textMessages.markPile('First name'),
    );
    expect(firstMessage(name.safeParse(`Z${marks(63)}`))).toBe(textMessages.markPile('First name'));
  });

  it('counts marks per letter, not per name', () => {
    expect(name.safeParse(`a${marks(3)}b${marks(3)}c${marks(3)}`).success).toBe(true);
  });
});

describe('short text accepts what people write', () => {
  it.each([
    ['accents and emoji', ' Zoë Ó Briain 🙂 ', 'Zoë Ó Briain 🙂'],
    ['Vietnamese, decomposed', 'Nguye\u0302\u0303n', 'Nguye\u0302\u0303n'],
    ['Arabic', 'مريم', 'مريم'],
    ['Hebrew', 'שרה', 'שרה'],
    ['Devanagari', 'प्रिया', 'प्रिया'],
    ['Hangul syllables', '김민준', '김민준'],
    ['Chinese', '王秀英', '王秀英'],
    ['Thai', 'สมชาย', 'สมชาย'],
    ['an emoji with its presentation selector', 'Laptop ❤️', 'Laptop ❤️'],
    ['a keycap', 'Desk #️⃣', 'Desk #️⃣'],
    ['emoji joined by zero-width joiners', 'Ada 👩‍💻 👨🏽‍💻 👨‍👩‍👧', 'Ada 👩‍💻 👨🏽‍💻 👨‍👩‍👧'],
    ['joined emoji with presentation selectors', '🏳️‍🌈 ❤️‍🔥 🏃‍♂️', '🏳️‍🌈 ❤️‍🔥 🏃‍♂️'],
    ['apostrophes and hyphens', "O'Neill-Smith", "O'Neill-Smith"],
  ])('%s', (_what, input, output) => {
    expect(name.parse(input)).toBe(output);
  });
});

describe('the joiners of emoji sequences, outside one', () => {
  it.each([
    ['a zero-width joiner after a letter', 'Ada\u200D', 'U+200D, an invisible formatting character'],
    ['a zero-width joiner before an emoji', 'Ada \u200D👩', 'U+200D, an invisible formatting character'],
    ['a zero-width joiner after an emoji, then a letter', '👩\u200Da', 'U+200D, an invisible formatting character'],
    ['a zero-width joiner ending an emoji', 'Ada 👩\u200D', 'U+200D, an invisible formatting character'],
    ['a presentation selector after a letter', 'Ada\uFE0F', 'U+FE0F, a character that shows as nothing'],
    ['a second presentation selector', 'Ada ❤\uFE0F\uFE0F', 'U+FE0F, a character that shows as nothing'],
    ['the text presentation selector', 'Ada ❤\uFE0E', 'U+FE0E, a character that shows as nothing'],
  ])('refuses %s', (_what, input, says) => {
    expect(firstMessage(name.safeParse(input))).toBe(`First name must not contain ${says}`);
  });
});

describe('multiLine', () => {
  it('keeps tab and line breaks', () => {
    expect(message.parse('Line one\r\n\tLine two\nLine three')).toBe('Line one\r\n\tLine two\nLine three');
  });

  it.each(
    [...C0, '\u007F']
      .filter((c) => !['\t', '\n', '\r'].includes(c))
      .map((c) => [c.charCodeAt(0).toString(16).padStart(4, '0'), c]),
  )('refuses U+%s', (_code, character) => {
    const result = message.safeParse(`Hello${character}world`);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(textMessages.multiLine('Message'));
  });
});

describe('withoutRefused', () => {
  it('drops refused characters and cuts a pile of marks to the few allowed', () => {
    expect(withoutRefused('X\u2028\u061C<b>x</b>\u{E0041}')).toBe('X<b>x</b>');
    expect(withoutRefused('\uFE0FAda\u200D\uE000\uD800 👩‍💻')).toBe('Ada 👩‍💻');
    expect(withoutRefused(`Z${'\u0301'.repeat(63)}oë`)).toBe(`Z${'\u0301'.repeat(MAX_COMBINING_MARKS)}oë`);
  });
});
