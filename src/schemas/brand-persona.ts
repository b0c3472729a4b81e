// Brand Persona: the questionnaire's six steps, their enumerations and limits, and what a save sends (its
// answers come back as brand-persona-replies.ts says). One set of schemas for the island's checks before Next
// and for the functions' checks on every save.
import { multiLine, singleLine } from './text.ts';
import { z } from './zod.ts';

/** The six steps, in order. A draft's `step` (1-6) is the position of the step to resume at. */
export const PERSONA_STEPS = ['organisation', 'values', 'audiences', 'voice', 'difference', 'look'] as const;
export type PersonaStepId = (typeof PERSONA_STEPS)[number];
export const PERSONA_STEP_COUNT = PERSONA_STEPS.length;

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
export type Sector = (typeof SECTORS)[number];

export const SIZE_BANDS = ['micro', 'small', 'medium', 'large', 'enterprise'] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];

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

/**
 * Required text, trimmed, at most `max` characters; one line unless `lines` is multiLine. Answers are stored
 * as jsonb, which refuses a lone UTF-16 surrogate, so text must be well-formed too.
 */
const text = (label: string, max: number, lines = singleLine) =>
  lines(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, { error: `${label} is required` })
      .max(max, { error: `${label} must be at most ${max} characters` })
      .refine((value) => value.isWellFormed(), { error: `${label} contains a character that is not valid text` }),
    label,
  );

/** Choices from a list or typed in: between `count.min` and `count.max`, no repeats (ignoring case). */
const choiceList = (
  item: z.ZodType<string>,
  noun: { one: string; many: string },
  count: { min: number; max: number },
) => {
  const countMessage = `Choose between ${count.min} and ${count.max} ${noun.many}`;
  return z
    .array(item, { error: `${noun.many} must be a list` })
    .min(count.min, { error: countMessage })
    .max(count.max, { error: countMessage })
    .refine((items) => new Set(items.map((entry) => entry.toLowerCase())).size === items.length, {
      error: `Each ${noun.one} can be chosen only once`,
    });
};

export const organisationSchema = z.strictObject({
  name: text('Organisation name', PERSONA_LIMITS.name),
  sector: z.enum(SECTORS, { error: 'Please choose a sector' }),
  size: z.enum(SIZE_BANDS, { error: 'Please choose a size' }),
  purpose: text('Purpose', PERSONA_LIMITS.purpose, multiLine),
});

export const valuesSchema = z.strictObject({
  chosen: choiceList(text('Value', PERSONA_LIMITS.value), { one: 'value', many: 'values' }, PERSONA_LIMITS.values),
});

export const audienceSchema = z.strictObject({
  name: text('Audience', PERSONA_LIMITS.audienceName),
  needs: text('What they need', PERSONA_LIMITS.audienceText, multiLine),
  fears: text('What they fear', PERSONA_LIMITS.audienceText, multiLine),
});

export const audiencesSchema = z.strictObject({
  groups: z
    .array(audienceSchema, { error: 'Audiences must be a list' })
    .min(PERSONA_LIMITS.audiences.min, { error: 'Describe at least one audience' })
    .max(PERSONA_LIMITS.audiences.max, {
      error: `Describe at most ${PERSONA_LIMITS.audiences.max} audiences`,
    }),
});

const voiceLevel = z
  .number({ error: 'Set the slider' })
  .int({ error: 'The slider value must be a whole number' })
  .min(VOICE_RANGE.min, { error: `The slider goes from ${VOICE_RANGE.min} to ${VOICE_RANGE.max}` })
  .max(VOICE_RANGE.max, { error: `The slider goes from ${VOICE_RANGE.min} to ${VOICE_RANGE.max}` });

export const voiceSchema = z.strictObject({
  formalCasual: voiceLevel,
  seriousPlayful: voiceLevel,
  traditionalInnovative: voiceLevel,
  reservedBold: voiceLevel,
});

export const differenceSchema = z.strictObject({
  competitors: z
    .array(text('Competitor', PERSONA_LIMITS.competitor), { error: 'Competitors must be a list' })
    .max(PERSONA_LIMITS.competitors, { error: `Name at most ${PERSONA_LIMITS.competitors} competitors` }),
  better: text('What you do better', PERSONA_LIMITS.better, multiLine),
  proof: z
    .array(text('Proof point', PERSONA_LIMITS.proof), { error: 'Proof points must be a list' })
    .max(PERSONA_LIMITS.proofs, { error: `Give at most ${PERSONA_LIMITS.proofs} proof points` }),
});

const hexColour = z
  .string({ error: 'Colours must be hex codes' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colours must be hex codes such as #0E4D6E' })
  .transform((hex) => hex.toUpperCase());

export const lookSchema = z.strictObject({
  words: choiceList(text('Word', PERSONA_LIMITS.lookWord), { one: 'word', many: 'words' }, PERSONA_LIMITS.lookWords),
  colours: choiceList(hexColour, { one: 'colour', many: 'colours' }, PERSONA_LIMITS.colours),
});

export const stepSchemas = {
  organisation: organisationSchema,
  values: valuesSchema,
  audiences: audiencesSchema,
  voice: voiceSchema,
  difference: differenceSchema,
  look: lookSchema,
} as const;

export type StepAnswers = { [S in PersonaStepId]: z.output<(typeof stepSchemas)[S]> };
/** A complete questionnaire, as submitted. */
export type PersonaAnswers = StepAnswers;
/** A draft: the steps completed so far. */
export type DraftAnswers = Partial<StepAnswers>;

const stepSave = <S extends PersonaStepId>(step: S) =>
  z.strictObject({ step: z.literal(step), answers: stepSchemas[step] });

/** PUT /api/member/brand-persona: one completed step. */
export const saveStepSchema = z.discriminatedUnion(
  'step',
  [
    stepSave('organisation'),
    stepSave('values'),
    stepSave('audiences'),
    stepSave('voice'),
    stepSave('difference'),
    stepSave('look'),
  ],
  { error: `step must be one of: ${PERSONA_STEPS.join(', ')}` },
);
export type SaveStepInput = z.output<typeof saveStepSchema>;

/** The body that saves one step, its answers typed by the step. */
export type SaveStepBody<S extends PersonaStepId = PersonaStepId> = {
  [K in S]: { step: K; answers: StepAnswers[K] };
}[S];

export function saveStepBody<S extends PersonaStepId>(step: S, answers: StepAnswers[S]): SaveStepBody<S> {
  return { step, answers };
}

/** A submitted questionnaire: every step, each valid. */
export const personaAnswersSchema = z.strictObject(stepSchemas);

/** Stored drafts: whichever steps are there (older data that no longer validates is dropped step by step). */
export function readDraftAnswers(stored: unknown): DraftAnswers {
  const answers: Record<string, unknown> = {};
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  for (const step of PERSONA_STEPS) {
    const parsed = stepSchemas[step].safeParse(source[step]);
    if (parsed.success) answers[step] = parsed.data;
  }
  return answers as DraftAnswers;
}

/** The steps a draft still lacks before it can be submitted. */
export function missingSteps(answers: DraftAnswers): PersonaStepId[] {
  return PERSONA_STEPS.filter((step) => answers[step] === undefined);
}

/** The position (1-6) of a step. */
export function stepNumber(step: PersonaStepId): number {
  return PERSONA_STEPS.indexOf(step) + 1;
}

/** A version number in a path: a positive whole number. */
export const versionParamSchema = z.coerce
  .number({ error: 'Version must be a whole number' })
  .int({ error: 'Version must be a whole number' })
  .min(1, { error: 'Version must be a whole number from 1' })
  .max(2_147_483_647, { error: 'Version is too large' });
