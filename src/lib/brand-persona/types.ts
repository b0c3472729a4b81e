// The copy the persona is composed from (src/content/pages/questionnaire*.yaml, passed in by the pages),
// inferred from its content schema, and the composed persona itself.
import type { ArchetypeId, VoiceAxis } from '../../schemas/brand-persona-options.ts';

export type {
  CompositionCopy,
  FiveSteps,
  PersonaHeadings,
  PersonaOptions,
} from '../../content/schemas/pages/brand-persona.ts';

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
