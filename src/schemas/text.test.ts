import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { multiLine, singleLine, textMessages } from './text.ts';

const name = singleLine(z.string().trim().min(1), 'First name');
const message = multiLine(z.string().trim().min(1), 'Message');
const C0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));

const firstMessage = (result: z.ZodSafeParseResult<string>) => result.error?.issues[0]?.message;

describe('singleLine', () => {
  it('accepts ordinary text, accents and emoji', () => {
    expect(name.parse(' Zoë Ó Briain 🙂 ')).toBe('Zoë Ó Briain 🙂');
  });

  it.each([...C0, '\u007F'].map((c) => [c.charCodeAt(0).toString(16).padStart(4, '0'), c]))(
    'refuses U+%s inside the text',
    (_code, character) => {
      const result = name.safeParse(`Ada${character}Lovelace`);
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(textMessages.singleLine('First name'));
    },
  );
});

describe('singleLine and format characters', () => {
  const formats = [
    ...Array.from({ length: 5 }, (_, i) => 0x200b + i),
    ...Array.from({ length: 5 }, (_, i) => 0x202a + i),
    ...Array.from({ length: 4 }, (_, i) => 0x2066 + i),
    0xfeff,
  ];

  it.each(formats.map((code) => [code.toString(16).toUpperCase(), String.fromCharCode(code)]))(
    'refuses U+%s with a field message',
    (_code, character) => {
      const result = name.safeParse(`Ada${character}Lovelace`);
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(textMessages.formatCharacters('First name'));
    },
  );

  it('still accepts right-to-left scripts written plainly', () => {
    expect(name.parse('مريم')).toBe('مريم');
    expect(name.parse('שרה')).toBe('שרה');
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
