// What each step's form holds while the member edits it, and how it turns into the step's answers (which
// the shared schema then checks) and back (to resume with the saved answers).
import {
  COLOUR_PALETTE,
  LOOK_WORD_OPTIONS,
  PALETTE_COLOURS,
  PERSONA_LIMITS,
  PERSONA_STEPS,
  VALUE_OPTIONS,
  VOICE_AXES,
  VOICE_RANGE,
  type PersonaStepId,
  type VoiceAxis,
} from '../../schemas/brand-persona-options.ts';
import type { DraftAnswers, StepAnswers } from '../../schemas/brand-persona.ts';

export interface AudienceForm {
  name: string;
  needs: string;
  fears: string;
}

export interface FormValues {
  organisation: { name: string; sector: string; size: string; purpose: string };
  /** Ticked values from the list, and the member's own, comma-separated. */
  values: { checked: string[]; own: string };
  audiences: { groups: AudienceForm[] };
  voice: Record<VoiceAxis, number>;
  /** One competitor per box; proof points one per line. */
  difference: { competitors: string[]; better: string; proof: string };
  /** Ticked words and palette colours (hex), and the member's own of each, comma-separated. */
  look: { words: string[]; ownWords: string; colours: string[]; ownColours: string };
}

export const EMPTY_AUDIENCE: AudienceForm = { name: '', needs: '', fears: '' };

const EMPTY: FormValues = {
  organisation: { name: '', sector: '', size: '', purpose: '' },
  values: { checked: [], own: '' },
  audiences: { groups: [EMPTY_AUDIENCE] },
  voice: Object.fromEntries(VOICE_AXES.map((axis) => [axis, VOICE_RANGE.start])) as Record<VoiceAxis, number>,
  difference: { competitors: Array(PERSONA_LIMITS.competitors).fill(''), better: '', proof: '' },
  look: { words: [], ownWords: '', colours: [], ownColours: '' },
};

/** 'a, b ,, c' -> ['a', 'b', 'c']. */
export function splitList(text: string, separator: RegExp = /,/): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Keeps the list's order for ticked options, then the member's own. */
function listed(options: readonly string[], checked: readonly string[]): string[] {
  return options.filter((option) => checked.includes(option));
}

const PALETTE_HEX: readonly string[] = PALETTE_COLOURS.map((id) => COLOUR_PALETTE[id]);

/** The step's answers from its form, for the shared schema to check. */
export function answersFromForm<S extends PersonaStepId>(step: S, form: FormValues[S]): unknown {
  switch (step) {
    case 'values': {
      const { checked, own } = form as FormValues['values'];
      return { chosen: [...listed(VALUE_OPTIONS, checked), ...splitList(own)] };
    }
    case 'difference': {
      const { competitors, better, proof } = form as FormValues['difference'];
      return { competitors: competitors.map((c) => c.trim()).filter(Boolean), better, proof: splitList(proof, /\n/) };
    }
    case 'look': {
      const { words, ownWords, colours, ownColours } = form as FormValues['look'];
      return {
        words: [...listed(LOOK_WORD_OPTIONS, words), ...splitList(ownWords)],
        colours: [...listed(PALETTE_HEX, colours), ...splitList(ownColours)],
      };
    }
    default:
      return form;
  }
}

/** A step's form, filled in with its saved answers. */
export function formFromAnswers<S extends PersonaStepId>(step: S, answers: StepAnswers[S]): FormValues[S] {
  const split = (options: readonly string[], chosen: readonly string[]) => ({
    checked: chosen.filter((item) => options.includes(item)),
    own: chosen.filter((item) => !options.includes(item)).join(', '),
  });
  switch (step) {
    case 'values': {
      const { checked, own } = split(VALUE_OPTIONS, (answers as StepAnswers['values']).chosen);
      return { checked, own } as FormValues[S];
    }
    case 'difference': {
      const { competitors, better, proof } = answers as StepAnswers['difference'];
      const boxes = [...competitors, ...EMPTY.difference.competitors].slice(0, PERSONA_LIMITS.competitors);
      return { competitors: boxes, better, proof: proof.join('\n') } as FormValues[S];
    }
    case 'look': {
      const look = answers as StepAnswers['look'];
      const words = split(LOOK_WORD_OPTIONS, look.words);
      const colours = split(PALETTE_HEX, look.colours);
      return {
        words: words.checked,
        ownWords: words.own,
        colours: colours.checked,
        ownColours: colours.own,
      } as FormValues[S];
    }
    default:
      return structuredClone(answers) as FormValues[S];
  }
}

/** Every step's form: the saved answers where there are some, empty otherwise. */
export function formsFromDraft(answers: DraftAnswers): FormValues {
  const forms = structuredClone(EMPTY);
  for (const step of PERSONA_STEPS) {
    const saved = answers[step];
    if (saved) (forms as Record<PersonaStepId, unknown>)[step] = formFromAnswers(step, saved);
  }
  return forms;
}
