// Brand Persona's options: the questionnaire's six steps, their enumerations and limits. Plain values with
// no schema library, so a page that only needs a list or a count (the dashboard's card, the questionnaire's
// controls) loads no zod; the checks on these values are in brand-persona.ts.
/** The six steps, in order. A draft's `step` (1-6) is the position of the step to resume at. */
export const PERSONA_STEPS = ['organisation', 'values', 'audiences', 'voice', 'difference', 'look'] as const;
export type PersonaStepId = (typeof PERSONA_STEPS)[number];
export const PERSONA_STEP_COUNT = PERSONA_STEPS.length;

/** The position (1-6) of a step. */
export function stepNumber(step: PersonaStepId): number {
  return PERSONA_STEPS.indexOf(step) + 1;
}

export const SECTORS = [
  'professional-services',
  'financial-services',
  'technology',
  'healthcare',
  'education',
  'public-sector',
  'charity',
  'housing',
  'retail',
  'manufacturing',
  'construction-property',
  'energy-utilities',
  'hospitality-leisure',
  'creative-media',
  'other',
] as const;

export const SIZE_BANDS = ['micro', 'small', 'medium', 'large', 'enterprise'] as const;

/** Values to choose from; members may add their own words instead. */
export const VALUE_OPTIONS = [
  'Integrity',
  'Trust',
  'Transparency',
  'Excellence',
  'Quality',
  'Innovation',
  'Creativity',
  'Curiosity',
  'Collaboration',
  'Community',
  'Care',
  'Respect',
  'Inclusion',
  'Sustainability',
  'Simplicity',
  'Reliability',
  'Expertise',
  'Accountability',
  'Ambition',
  'Courage',
] as const;

/** Words for the look and feel; members may add their own. */
export const LOOK_WORD_OPTIONS = [
  'Clean',
  'Minimal',
  'Classic',
  'Modern',
  'Warm',
  'Calm',
  'Natural',
  'Friendly',
  'Playful',
  'Vibrant',
  'Bold',
  'Premium',
  'Technical',
  'Understated',
] as const;

/** The palette offered in the look-and-feel step (names in the content); members may add any hex colour. */
export const COLOUR_PALETTE = {
  navy: '#0B1F3A',
  ocean: '#0E4D6E',
  sky: '#7DD3FC',
  teal: '#14B8A6',
  forest: '#1F6F43',
  sage: '#9CAF88',
  gold: '#C9A227',
  sand: '#E8D9B5',
  orange: '#EA580C',
  coral: '#F97362',
  red: '#B91C1C',
  plum: '#6B2D5C',
  lavender: '#B8A9E3',
  charcoal: '#333F48',
  grey: '#94A3B8',
  white: '#FFFFFF',
} as const;
export type PaletteColour = keyof typeof COLOUR_PALETTE;
export const PALETTE_COLOURS = Object.keys(COLOUR_PALETTE) as PaletteColour[];

/** The four voice sliders: 0 is the first word of the pair, 100 the second. */
export const VOICE_AXES = ['formalCasual', 'seriousPlayful', 'traditionalInnovative', 'reservedBold'] as const;
export type VoiceAxis = (typeof VOICE_AXES)[number];
export const VOICE_RANGE = { min: 0, max: 100, step: 10, start: 50 } as const;

/** The brand archetypes a persona can have (chosen from the voice sliders by src/lib/brand-persona). */
export const ARCHETYPES = [
  'sage',
  'ruler',
  'caregiver',
  'everyperson',
  'jester',
  'explorer',
  'creator',
  'hero',
] as const;
export type ArchetypeId = (typeof ARCHETYPES)[number];

export const PERSONA_LIMITS = {
  name: 120,
  purpose: 280,
  value: 40,
  values: { min: 3, max: 5 },
  audienceName: 80,
  audienceText: 280,
  audiences: { min: 1, max: 3 },
  competitor: 80,
  competitors: 3,
  better: 500,
  proof: 200,
  proofs: 5,
  lookWord: 30,
  lookWords: { min: 1, max: 6 },
  colours: { min: 1, max: 5 },
} as const;

/** A PUT body is one step's answers; every step together stays well below this. */
export const PERSONA_BODY_LIMIT = 8 * 1024;
