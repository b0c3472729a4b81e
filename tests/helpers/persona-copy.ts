// Copy for unit tests of the persona composition: every entry names itself, so a test can see which
// rule put which words where without depending on the wording of the real content.
import { ARCHETYPES, PALETTE_COLOURS, SECTORS, SIZE_BANDS, VOICE_AXES } from '../../src/schemas/brand-persona.ts';
import type { CompositionCopy, FiveSteps, PersonaHeadings, PersonaOptions } from '../../src/lib/brand-persona/types.ts';

const five = (prefix: string): FiveSteps => [0, 1, 2, 3, 4].map((i) => `${prefix} ${i}`) as FiveSteps;
const each = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

export const OPTIONS: PersonaOptions = {
  sectors: each(SECTORS, (id) => ({ label: `Sector ${id}`, phrase: `sector ${id}` })),
  sizes: each(SIZE_BANDS, (id) => ({ label: `Size ${id}`, phrase: `size-${id}` })),
  colours: each(PALETTE_COLOURS, (id) => `Colour ${id}`),
  voice: each(VOICE_AXES, (axis) => ({
    label: `Axis ${axis}`,
    low: `${axis} low`,
    high: `${axis} high`,
    levels: five(`${axis} level`),
    examples: five(`${axis} example`),
  })),
};

export const COMPOSITION: CompositionCopy = {
  archetypes: each(ARCHETYPES, (id) => ({
    name: `The ${id}`,
    summary: `Summary of ${id}.`,
    voice: `voice-of-${id}`,
    words: { use: [`${id}-use-1`, `${id}-use-2`], avoid: [`${id}-avoid-1`, `${id}-avoid-2`] },
    lines: {
      web: `Web ${id}: {name} for {audience}.`,
      email: `Email ${id}: about {value}.`,
      social: `Social ${id}: {name} in {sector}.`,
    },
  })),
  axisWords: each(VOICE_AXES, (axis) => ({
    low: { use: [`${axis}-low-use`], avoid: [`${axis}-low-avoid`] },
    high: { use: [`${axis}-high-use`], avoid: [`${axis}-high-avoid`] },
  })),
  positioning: {
    intro: '{name} is a {size} organisation in {sector}.',
    purpose: 'Its purpose: {purpose}',
    audiences: 'It serves {audiences}.',
    values: 'Its values are {values}.',
    difference: 'What sets it apart: {better}',
    differenceFrom: 'What sets it apart from {competitors}: {better}',
    proof: 'The proof: {proof}.',
    voice: 'Its voice is {voice} ({archetype}).',
  },
  and: 'and',
};

export const HEADINGS: PersonaHeadings = {
  title: 'Brand persona: {name}',
  archetype: 'Archetype',
  positioning: 'Positioning',
  voice: 'Voice',
  wordsToUse: 'Words to use',
  wordsToAvoid: 'Words to avoid',
  lines: 'Example lines',
  web: 'Web page',
  email: 'E-mail',
  social: 'Social post',
  values: 'Values',
  audiences: 'Audiences',
  needs: 'Needs',
  fears: 'Fears',
  look: 'Look and feel',
  lookWords: 'Words',
  colours: 'Colours',
};
