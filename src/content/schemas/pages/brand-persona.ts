// Brand Persona: the questionnaire (/questionnaire) and its result (/questionnaire/result).
import { z } from 'astro/zod';
import { ARCHETYPES, PALETTE_COLOURS, SECTORS, SIZE_BANDS, VOICE_AXES } from '../../../schemas/brand-persona.ts';
import { text, linkTo, seo } from '../shared.ts';

/** An object with exactly these keys, each matching `schema`. */
function keyed<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
}

/** Five entries, from one end of a voice slider to the other. */
export const fiveSteps = z.tuple([text, text, text, text, text]);

/** A choice's label in the form, and how a sentence refers to it ('Public sector' / 'the public sector'). */
export const phrasedOption = z.strictObject({ label: text, phrase: text });

/** What a member-only page says while it loads and when it cannot. */
const memberPageStates = {
  loading: text,
  loadError: z.strictObject({ text }),
  backLink: linkTo('/dashboard'),
};

/** One voice slider's words. */
export const voiceAxisCopy = z.strictObject({
  label: text,
  /** The word at 0 and at 100, e.g. 'Formal' and 'Casual'. */
  low: text,
  high: text,
  /** How a position reads (the slider's value text), from the low end to the high end. */
  levels: fiveSteps,
  /** An example sentence at each position, from the low end to the high end. */
  examples: fiveSteps,
});

/** The labels the questionnaire and the result share. */
export const personaOptions = z.strictObject({
  sectors: keyed(SECTORS, phrasedOption),
  sizes: keyed(SIZE_BANDS, phrasedOption),
  colours: keyed(PALETTE_COLOURS, text),
  voice: keyed(VOICE_AXES, voiceAxisCopy),
});

export const questionnairePage = z.strictObject({
  page: z.literal('questionnaire'),
  seo,
  ...memberPageStates,
  heading: text,
  intro: text,
  progress: z.strictObject({
    label: text,
    /** '{step}' and '{total}' are filled in. */
    stepOf: text.includes('{step}').includes('{total}'),
    /** Visually hidden after a completed step's name, and after the current one's. */
    done: text,
    current: text,
  }),
  navigation: z.strictObject({ back: text, next: text, finish: text, saving: text, finishing: text }),
  /** Announced after each step is saved. */
  saved: text,
  saveFailedTitle: text,
  /** When the member has submitted before and has no draft: '{date}' is the last submission. */
  completedNotice: text.includes('{date}'),
  viewResult: linkTo('/questionnaire/result'),
  steps: z.strictObject({
    organisation: z.strictObject({
      title: text,
      intro: text,
      nameLabel: text,
      sectorLabel: text,
      sectorPlaceholder: text,
      sizeLabel: text,
      sizePlaceholder: text,
      purposeLabel: text,
      purposeHint: text,
    }),
    values: z.strictObject({
      title: text,
      intro: text,
      listLabel: text,
      ownLabel: text,
      ownHint: text,
      /** '{count}' and '{max}' are filled in. */
      chosenCount: text.includes('{count}').includes('{max}'),
    }),
    audiences: z.strictObject({
      title: text,
      intro: text,
      /** '{number}' is 1, 2 or 3. */
      groupLabel: text.includes('{number}'),
      nameLabel: text,
      nameHint: text,
      needsLabel: text,
      fearsLabel: text,
      add: text,
      remove: text.includes('{number}'),
    }),
    voice: z.strictObject({ title: text, intro: text, exampleLabel: text }),
    difference: z.strictObject({
      title: text,
      intro: text,
      competitorsLabel: text,
      /** '{number}' is 1, 2 or 3. */
      competitorLabel: text.includes('{number}'),
      betterLabel: text,
      betterHint: text,
      proofLabel: text,
      proofHint: text,
    }),
    look: z.strictObject({
      title: text,
      intro: text,
      wordsLabel: text,
      ownWordsLabel: text,
      ownWordsHint: text,
      coloursLabel: text,
      coloursHint: text,
      ownColoursLabel: text,
      ownColoursHint: text,
    }),
  }),
  /** Labels of the choices (src/schemas/brand-persona.ts), shared with the result page. */
  options: personaOptions,
});

export const wordAdvice = z.strictObject({ use: z.array(text).min(1), avoid: z.array(text).min(1) });

/** Headings of the result page, also those of the Markdown download. */
export const personaHeadings = z.strictObject({
  /** The page's h1 and the Markdown title; '{name}' is the organisation. */
  title: text.includes('{name}'),
  archetype: text,
  positioning: text,
  voice: text,
  wordsToUse: text,
  wordsToAvoid: text,
  lines: text,
  web: text,
  email: text,
  social: text,
  values: text,
  audiences: text,
  needs: text,
  fears: text,
  look: text,
  lookWords: text,
  colours: text,
});

/** How the persona describes one archetype. */
export const archetypeCopy = z.strictObject({
  name: text,
  summary: text,
  /** Completes 'Its voice is {voice}', e.g. 'calm, expert and precise'. */
  voice: text,
  words: wordAdvice,
  /** {name}, {audience}, {value} and {sector} are filled in. */
  lines: z.strictObject({ web: text, email: text, social: text }),
});

/** Sentence templates of the positioning paragraph; see composePersona for the placeholders. */
export const positioningCopy = z.strictObject({
  intro: text.includes('{name}').includes('{size}').includes('{sector}'),
  purpose: text.includes('{purpose}'),
  audiences: text.includes('{audiences}'),
  values: text.includes('{values}'),
  difference: text.includes('{better}'),
  differenceFrom: text.includes('{competitors}').includes('{better}'),
  proof: text.includes('{proof}'),
  voice: text.includes('{voice}'),
});

/** The wording the persona is composed from (src/lib/brand-persona/compose.ts). */
export const compositionCopy = z.strictObject({
  archetypes: keyed(ARCHETYPES, archetypeCopy),
  /** Words a slider near one end adds: near the low end, `low`; near the high end, `high`. */
  axisWords: keyed(VOICE_AXES, z.strictObject({ low: wordAdvice, high: wordAdvice })),
  positioning: positioningCopy,
  /** The word joining the last two items of a list: 'and'. */
  and: text,
});

export const questionnaireResultPage = z.strictObject({
  page: z.literal('questionnaire-result'),
  seo,
  ...memberPageStates,
  /** The page's title and its introduction, the same for every member: in the static HTML, above the persona. */
  heading: text,
  intro: text,
  /** No version submitted yet. */
  empty: z.strictObject({ heading: text, text, link: linkTo('/questionnaire') }),
  /** ?version=N that the member does not have; '{version}' is filled in. */
  versionNotFound: text.includes('{version}'),
  /** Under the title; '{version}' and '{date}' are filled in. */
  versionLine: text.includes('{version}').includes('{date}'),
  headings: personaHeadings,
  actions: z.strictObject({
    label: text,
    print: text,
    download: text,
    discuss: text,
    edit: text,
    editing: text,
    editHint: text,
    /** Added to editHint while a draft is in progress; '{step}' and '{total}' are filled in. */
    replacesDraft: text.includes('{step}').includes('{total}'),
    continueDraft: text.includes('{step}').includes('{total}'),
    editFailedTitle: text,
  }),
  versions: z.strictObject({
    heading: text,
    /** '{version}' and '{date}' are filled in. */
    item: text.includes('{version}').includes('{date}'),
    current: text,
  }),
  /** The contact form's drafted message; {name}, {sector}, {archetype}, {values} and {audiences} are filled in. */
  consultantMessage: text,
  /** The wording the persona is composed from (src/lib/brand-persona/compose.ts). */
  composition: compositionCopy,
});

/** The Brand Persona copy, as the pages pass it to the islands and to compose.ts. */
export type FiveSteps = z.infer<typeof fiveSteps>;
export type PersonaOptions = z.infer<typeof personaOptions>;
export type CompositionCopy = z.infer<typeof compositionCopy>;
export type PersonaHeadings = z.infer<typeof personaHeadings>;
