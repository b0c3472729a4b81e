// The checks before Next: a step's answers against the shared schema. Loaded when the member first moves on
// (with zod), not with the questionnaire page.
import { firstMessages } from '../../schemas/errors.ts';
import { fieldErrorsOf } from '../../schemas/field-errors.ts';
import { saveStepBody, stepSchemas, type PersonaStepId, type SaveStepBody } from '../../schemas/brand-persona.ts';
import type { StepErrors } from './field-errors.ts';

/** What a save sends for the step, or the first message per path that stopped it. */
export function checkStep(
  step: PersonaStepId,
  answers: unknown,
): { body: SaveStepBody; errors?: undefined } | { body?: undefined; errors: StepErrors } {
  const parsed = stepSchemas[step].safeParse(answers);
  if (!parsed.success) return { errors: firstMessages(fieldErrorsOf(parsed.error)) };
  return { body: saveStepBody(step, parsed.data) };
}
