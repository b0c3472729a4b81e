import { describe, expect, it } from 'vitest';
import { PERSONA_STEPS, personaAnswersSchema, stepSchemas } from '../../schemas/brand-persona.ts';
import { ANSWERS } from '../../../tests/helpers/brand-persona.ts';
import { answersFromForm, formFromAnswers, formsFromDraft, splitList } from './form-values.ts';

describe('step forms', () => {
  it('give back the saved answers after a round trip, step by step', () => {
    for (const step of PERSONA_STEPS) {
      const form = formFromAnswers(step, ANSWERS[step]);
      expect(stepSchemas[step].parse(answersFromForm(step, form)), step).toEqual(ANSWERS[step]);
    }
  });

  it('split chosen words into ticked options and the member’s own', () => {
    expect(formFromAnswers('values', ANSWERS.values)).toEqual({
      checked: ['Integrity', 'Care'],
      own: 'Plain speaking',
    });
    expect(formFromAnswers('look', ANSWERS.look)).toEqual({
      words: ['Classic', 'Calm'],
      ownWords: 'Trustworthy',
      colours: ['#0B1F3A', '#C9A227'],
      ownColours: '#F4EFE6',
    });
  });

  it('put ticked options in list order, then the member’s own, dropping blanks', () => {
    expect(answersFromForm('values', { checked: ['Care', 'Integrity'], own: ' Fair pay, ,Plain speaking ' })).toEqual({
      chosen: ['Integrity', 'Care', 'Fair pay', 'Plain speaking'],
    });
    expect(
      answersFromForm('difference', {
        competitors: ['', ' Rivals Ltd ', ''],
        better: 'Faster',
        proof: 'One\n\n Two \n',
      }),
    ).toEqual({ competitors: ['Rivals Ltd'], better: 'Faster', proof: ['One', 'Two'] });
  });

  it('start empty where nothing is saved: sliders in the middle, one audience, three competitor boxes', () => {
    const forms = formsFromDraft({ organisation: ANSWERS.organisation });
    expect(forms.organisation).toEqual(ANSWERS.organisation);
    expect(forms.voice).toEqual({ formalCasual: 50, seriousPlayful: 50, traditionalInnovative: 50, reservedBold: 50 });
    expect(forms.audiences.groups).toEqual([{ name: '', needs: '', fears: '' }]);
    expect(forms.difference.competitors).toEqual(['', '', '']);
    expect(stepSchemas.values.safeParse(answersFromForm('values', forms.values)).success).toBe(false);
  });

  it('a whole questionnaire of saved answers parses as complete', () => {
    const forms = formsFromDraft(ANSWERS);
    const answers = Object.fromEntries(PERSONA_STEPS.map((step) => [step, answersFromForm(step, forms[step])]));
    expect(personaAnswersSchema.parse(answers)).toEqual(ANSWERS);
  });

  it('splitList', () => {
    expect(splitList('a, b ,, c')).toEqual(['a', 'b', 'c']);
    expect(splitList('one\ntwo', /\n/)).toEqual(['one', 'two']);
  });
});
