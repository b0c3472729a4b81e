// A complete, valid Brand Persona questionnaire, step by step, for API and browser tests.
import type { PersonaAnswers, PersonaStepId } from '../../src/schemas/brand-persona.ts';

export const ANSWERS: PersonaAnswers = {
  organisation: {
    name: 'Harbour Lane Accountants',
    sector: 'professional-services',
    size: 'small',
    purpose: 'We help family businesses keep more of what they earn.',
  },
  values: { chosen: ['Integrity', 'Care', 'Plain speaking'] },
  audiences: {
    groups: [
      {
        name: 'Family business owners',
        needs: 'Clear numbers and advice they can act on',
        fears: 'Surprise tax bills and jargon',
      },
      { name: 'Finance managers', needs: 'Month-end help without delays', fears: 'Errors that reach the board' },
    ],
  },
  voice: { formalCasual: 20, seriousPlayful: 10, traditionalInnovative: 40, reservedBold: 30 },
  difference: {
    competitors: ['Big Four firms', 'Online bookkeeping apps'],
    better: 'We answer the phone the same day and explain every number in plain English.',
    proof: ['98% of clients renew each year', 'Average reply time under four hours'],
  },
  look: { words: ['Classic', 'Calm', 'Trustworthy'], colours: ['#0B1F3A', '#C9A227', '#F4EFE6'] },
};

/** The PUT body that saves one step. */
export function stepBody<S extends PersonaStepId>(step: S, answers: PersonaAnswers[S] = ANSWERS[step]) {
  return { step, answers };
}
