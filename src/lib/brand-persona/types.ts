// The copy the persona is composed from (src/content/pages/questionnaire*.yaml, passed in by the pages)
// and the composed persona itself.
import type { ArchetypeId, PaletteColour, Sector, SizeBand, VoiceAxis } from '../../schemas/brand-persona.ts';

/** A choice's label in the form, and how a sentence refers to it ('Public sector' / 'the public sector'). */
export interface PhrasedOption {
  label: string;
  phrase: string;
}

/** Five entries, from one end of a slider to the other. */
export type FiveSteps = [string, string, string, string, string];

export interface VoiceAxisCopy {
  label: string;
  /** The word at 0 and at 100, e.g. 'Formal' and 'Casual'. */
  low: string;
  high: string;
  /** How a position reads (the slider's value text), from the low end to the high end. */
  levels: FiveSteps;
  /** An example sentence at each position, from the low end to the high end. */
  examples: FiveSteps;
}

/** The labels the questionnaire and the result share. */
export interface PersonaOptions {
  sectors: Record<Sector, PhrasedOption>;
  sizes: Record<SizeBand, PhrasedOption>;
  colours: Record<PaletteColour, string>;
  voice: Record<VoiceAxis, VoiceAxisCopy>;
}

export interface WordAdvice {
  use: string[];
  avoid: string[];
}

export interface ArchetypeCopy {
  name: string;
  summary: string;
  /** Completes 'Its voice is {voice}', e.g. 'calm, expert and precise'. */
  voice: string;
  words: WordAdvice;
  /** Example lines; {name}, {audience}, {value} and {sector} are filled in. */
  lines: { web: string; email: string; social: string };
}

/** Sentence templates of the positioning paragraph; see composePersona for the placeholders. */
export interface PositioningCopy {
  intro: string;
  purpose: string;
  audiences: string;
  values: string;
  difference: string;
  differenceFrom: string;
  proof: string;
  voice: string;
}

export interface CompositionCopy {
  archetypes: Record<ArchetypeId, ArchetypeCopy>;
  /** Words a slider near one end adds: near the low end, `low`; near the high end, `high`. */
  axisWords: Record<VoiceAxis, { low: WordAdvice; high: WordAdvice }>;
  positioning: PositioningCopy;
  /** The word joining the last two items of a list: 'and'. */
  and: string;
}

export interface Swatch {
  hex: string;
  /** The palette name, or null for a colour the member typed in. */
  name: string | null;
}

export interface VoiceReading {
  axis: VoiceAxis;
  label: string;
  low: string;
  high: string;
  value: number;
  level: string;
}

export interface Persona {
  name: string;
  sector: string;
  size: string;
  purpose: string;
  archetype: { id: ArchetypeId; name: string; summary: string };
  voice: VoiceReading[];
  positioning: string;
  wordsToUse: string[];
  wordsToAvoid: string[];
  lines: { web: string; email: string; social: string };
  values: string[];
  audiences: { name: string; needs: string; fears: string }[];
  competitors: string[];
  better: string;
  proof: string[];
  lookWords: string[];
  swatches: Swatch[];
}

/** Headings of the result page, also those of the Markdown download. */
export interface PersonaHeadings {
  /** '{name}' is the organisation. */
  title: string;
  archetype: string;
  positioning: string;
  voice: string;
  wordsToUse: string;
  wordsToAvoid: string;
  lines: string;
  web: string;
  email: string;
  social: string;
  values: string;
  audiences: string;
  needs: string;
  fears: string;
  look: string;
  lookWords: string;
  colours: string;
}
