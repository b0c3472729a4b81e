import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personaAnswersSchema, type PersonaAnswers } from '../../schemas/brand-persona.ts';
import { ANSWERS } from '../../../tests/helpers/brand-persona.ts';
import { COMPOSITION, OPTIONS } from '../../../tests/helpers/persona-copy.ts';
import { asSentence, composePersona, joinList, MAX_WORDS_TO_AVOID, MAX_WORDS_TO_USE, valueWord } from './compose.ts';

const compose = (answers: PersonaAnswers = ANSWERS) => composePersona(answers, OPTIONS, COMPOSITION);
const withVoice = (voice: PersonaAnswers['voice']) => compose({ ...ANSWERS, voice });

describe('composePersona', () => {
  it('composes the persona from the answers', () => {
    const persona = compose();
    expect(persona.name).toBe('Harbour Lane Accountants');
    expect(persona.sector).toBe('Sector professional-services');
    expect(persona.size).toBe('Size small');
    // 20/10/40/30: formal, serious, fairly traditional, reserved.
    expect(persona.archetype).toEqual({ id: 'sage', name: 'The sage', summary: 'Summary of sage.' });
    expect(persona.values).toEqual(['Integrity', 'Care', 'Plain speaking']);
    expect(persona.audiences).toEqual(ANSWERS.audiences.groups);
    expect(persona.lookWords).toEqual(['Classic', 'Calm', 'Trustworthy']);
  });

  it('writes one positioning paragraph from the templates, in order', () => {
    expect(compose().positioning).toBe(
      [
        'Harbour Lane Accountants is a size-small organisation in sector professional-services.',
        'Its purpose: We help family businesses keep more of what they earn.',
        'It serves Family business owners and Finance managers.',
        'Its values are integrity, care and Plain speaking.',
        'What sets it apart from Big Four firms and Online bookkeeping apps: We answer the phone the same day and explain every number in plain English.',
        'The proof: 98% of clients renew each year and Average reply time under four hours.',
        'Its voice is voice-of-sage (The sage).',
      ].join(' '),
    );
  });

  it('leaves out the competitors and the proof when there are none', () => {
    const persona = compose({ ...ANSWERS, difference: { competitors: [], better: 'Faster replies', proof: [] } });
    expect(persona.positioning).toContain('What sets it apart: Faster replies.');
    expect(persona.positioning).not.toContain('The proof');
    expect(persona.positioning).not.toContain('apart from');
  });

  it('words to use: the values, the archetype, then each slider near an end; to avoid likewise', () => {
    const persona = compose();
    expect(persona.wordsToUse).toEqual([
      'integrity',
      'care',
      'Plain speaking',
      'sage-use-1',
      'sage-use-2',
      'formalCasual-low-use',
      'seriousPlayful-low-use',
      'reservedBold-low-use',
    ]);
    // traditionalInnovative is 40: in the middle, so it adds nothing.
    expect(persona.wordsToAvoid).toEqual([
      'sage-avoid-1',
      'sage-avoid-2',
      'formalCasual-low-avoid',
      'seriousPlayful-low-avoid',
      'reservedBold-low-avoid',
    ]);
  });

  it('a slider at the other end brings that end’s words', () => {
    const persona = withVoice({
      formalCasual: 100,
      seriousPlayful: 100,
      traditionalInnovative: 100,
      reservedBold: 100,
    });
    expect(persona.archetype.id).toBe('jester');
    expect(persona.wordsToUse).toContain('formalCasual-high-use');
    expect(persona.wordsToAvoid).toContain('traditionalInnovative-high-avoid');
    expect(persona.wordsToUse.some((word) => word.includes('-low-'))).toBe(false);
  });

  it('never advises avoiding a word it advises using, and repeats no word', () => {
    const copy = structuredClone(COMPOSITION);
    copy.archetypes.sage.words.avoid = ['Integrity', 'sage-use-1', 'elsewhere'];
    copy.archetypes.sage.words.use = ['CARE', 'sage-use-1'];
    const persona = composePersona(ANSWERS, OPTIONS, copy);
    expect(persona.wordsToUse.slice(0, 4)).toEqual(['integrity', 'care', 'Plain speaking', 'sage-use-1']);
    expect(persona.wordsToAvoid[0]).toBe('elsewhere');
  });

  it('example lines in the archetype’s voice, with the name, first audience, first value and sector', () => {
    expect(compose().lines).toEqual({
      web: 'Web sage: Harbour Lane Accountants for Family business owners.',
      email: 'Email sage: about integrity.',
      social: 'Social sage: Harbour Lane Accountants in sector professional-services.',
    });
    expect(
      withVoice({ formalCasual: 10, seriousPlayful: 10, traditionalInnovative: 20, reservedBold: 80 }).lines.web,
    ).toBe('Web ruler: Harbour Lane Accountants for Family business owners.');
  });

  it('reads each slider: label, ends, value and the level it falls on', () => {
    expect(compose().voice).toEqual([
      {
        axis: 'formalCasual',
        label: 'Axis formalCasual',
        low: 'formalCasual low',
        high: 'formalCasual high',
        value: 20,
        level: 'formalCasual level 1',
      },
      {
        axis: 'seriousPlayful',
        label: 'Axis seriousPlayful',
        low: 'seriousPlayful low',
        high: 'seriousPlayful high',
        value: 10,
        level: 'seriousPlayful level 0',
      },
      {
        axis: 'traditionalInnovative',
        label: 'Axis traditionalInnovative',
        low: 'traditionalInnovative low',
        high: 'traditionalInnovative high',
        value: 40,
        level: 'traditionalInnovative level 2',
      },
      {
        axis: 'reservedBold',
        label: 'Axis reservedBold',
        low: 'reservedBold low',
        high: 'reservedBold high',
        value: 30,
        level: 'reservedBold level 1',
      },
    ]);
  });

  it("keeps the member's text as typed, even when it looks like a placeholder", () => {
    const persona = compose({ ...ANSWERS, organisation: { ...ANSWERS.organisation, name: '{sector} & {value}' } });
    expect(persona.positioning.startsWith('{sector} & {value} is a size-small organisation')).toBe(true);
    expect(persona.lines.web).toBe('Web sage: {sector} & {value} for Family business owners.');
  });

  it('names palette colours and keeps other colours as hex codes', () => {
    expect(compose().swatches).toEqual([
      { hex: '#0B1F3A', name: 'Colour navy' },
      { hex: '#C9A227', name: 'Colour gold' },
      { hex: '#F4EFE6', name: null },
    ]);
  });

  it('is deterministic and bounded for any valid answers', () => {
    // Braces left out, so that a leftover '{placeholder}' can only come from a template.
    const word = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0 && !/[{}]/.test(s));
    const level = fc.integer({ min: 0, max: 100 });
    const answers = fc.record({
      values: fc.uniqueArray(word, { minLength: 3, maxLength: 5, selector: (s) => s.trim().toLowerCase() }),
      voice: fc.record({
        formalCasual: level,
        seriousPlayful: level,
        traditionalInnovative: level,
        reservedBold: level,
      }),
    });
    fc.assert(
      fc.property(answers, ({ values, voice }) => {
        const parsed = personaAnswersSchema.safeParse({ ...ANSWERS, values: { chosen: values }, voice });
        fc.pre(parsed.success);
        const input = parsed.data!;
        const persona = compose(input);
        expect(compose(input)).toEqual(persona);
        expect(persona.wordsToUse.length).toBeLessThanOrEqual(MAX_WORDS_TO_USE);
        expect(persona.wordsToAvoid.length).toBeLessThanOrEqual(MAX_WORDS_TO_AVOID);
        const used = new Set(persona.wordsToUse.map((w) => w.toLowerCase()));
        expect(persona.wordsToAvoid.filter((w) => used.has(w.toLowerCase()))).toEqual([]);
        expect(persona.positioning).not.toMatch(/\{\w+\}/);
      }),
    );
  });
});

describe('joinList, asSentence and valueWord', () => {
  it('joins lists the British way', () => {
    expect(joinList([], 'and')).toBe('');
    expect(joinList(['a'], 'and')).toBe('a');
    expect(joinList(['a', 'b'], 'and')).toBe('a and b');
    expect(joinList(['a', 'b', 'c'], 'and')).toBe('a, b and c');
  });

  it('ends a sentence once', () => {
    expect(asSentence(' We help ')).toBe('We help.');
    expect(asSentence('We help!')).toBe('We help!');
    expect(asSentence('We help.')).toBe('We help.');
  });

  it('lower-cases listed values only', () => {
    expect(valueWord('Integrity')).toBe('integrity');
    expect(valueWord('Plain speaking')).toBe('Plain speaking');
    expect(valueWord('NHS first')).toBe('NHS first');
  });
});
