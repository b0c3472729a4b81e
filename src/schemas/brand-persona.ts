// Brand Persona: the checks on each of the questionnaire's six steps (their options are in
// brand-persona-options.ts) and what a save sends (its answers come back as brand-persona-replies.ts says).
// One set of schemas for the island's checks before Next and for the functions' checks on every save.
import {
  PERSONA_LIMITS,
  PERSONA_STEPS,
  SECTORS,
  SIZE_BANDS,
  VOICE_RANGE,
  type PersonaStepId,
} from './brand-persona-options.ts';
import { multiLine, singleLine } from './text.ts';
import { z } from './zod.ts';

export * from './brand-persona-options.ts';

/**
 * Required text, trimmed, at most `max` characters; one line unless `lines` is multiLine. Answers are stored
 * as jsonb, which refuses a lone UTF-16 surrogate, so text must be well-formed too: one message for it on
 * every answer, one line or many (the short-text checks after it are not run).
 */
const text = (label: string, max: number, lines = singleLine) =>
  lines(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, { error: `${label} is required` })
      .max(max, { error: `${label} must be at most ${max} characters` })
      .refine((value) => value.isWellFormed(), {
        error: `${label} contains a character that is not valid text`,
        abort: true,
      }),
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

/** The largest version number: what the column (a Postgres integer) can store. */
export const PERSONA_VERSION_MAX = 2_147_483_647;
/** A version number in a path: a positive whole number. */
export const versionParamSchema = z.coerce
  .number<string>({ error: 'Version must be a whole number' })
  .int({ error: 'Version must be a whole number' })
  .min(1, { error: 'Version must be a whole number from 1' })
  .max(PERSONA_VERSION_MAX, { error: 'Version is too large' });
