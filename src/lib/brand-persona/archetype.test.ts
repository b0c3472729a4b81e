import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARCHETYPES, VOICE_AXES } from '../../schemas/brand-persona.ts';
import { ARCHETYPE_POSITIONS, chooseArchetype, voiceEnd, voiceStep, type VoicePosition } from './archetype.ts';

const voice = (formalCasual: number, seriousPlayful: number, traditionalInnovative: number, reservedBold: number) => ({
  formalCasual,
  seriousPlayful,
  traditionalInnovative,
  reservedBold,
});

describe('chooseArchetype', () => {
  it.each([
    ['formal, serious, established and confident', voice(0, 0, 0, 100), 'ruler'],
    ['formal, serious and reserved', voice(0, 0, 50, 0), 'sage'],
    ['casual, serious, traditional and gentle', voice(100, 0, 0, 0), 'caregiver'],
    ['every slider in the middle', voice(50, 50, 50, 50), 'everyperson'],
    ['casual, playful and bold', voice(100, 100, 100, 100), 'jester'],
    ['casual and innovative', voice(70, 50, 90, 70), 'explorer'],
    ['balanced but very innovative', voice(50, 50, 100, 50), 'creator'],
    ['serious, innovative and very bold', voice(30, 20, 70, 100), 'hero'],
  ] as const)('%s: %s', (_label, position, expected) => {
    expect(chooseArchetype(position)).toBe(expected);
  });

  it('gives each archetype at its own typical position', () => {
    for (const id of ARCHETYPES) expect(chooseArchetype(ARCHETYPE_POSITIONS[id])).toBe(id);
  });

  it('is deterministic and always one of the archetypes', () => {
    const level = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(fc.tuple(level, level, level, level), ([a, b, c, d]) => {
        const position: VoicePosition = voice(a, b, c, d);
        const first = chooseArchetype(position);
        expect(ARCHETYPES).toContain(first);
        expect(chooseArchetype({ ...position })).toBe(first);
      }),
    );
  });

  it('covers the four sliders', () => {
    for (const id of ARCHETYPES) expect(Object.keys(ARCHETYPE_POSITIONS[id]).sort()).toEqual([...VOICE_AXES].sort());
  });
});

describe('voiceStep and voiceEnd', () => {
  it('reads a slider as one of five positions', () => {
    expect([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map(voiceStep)).toEqual([0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4]);
  });

  it('is near an end within 30 of it', () => {
    expect([0, 30, 40, 60, 70, 100].map(voiceEnd)).toEqual(['low', 'low', null, null, 'high', 'high']);
  });
});
