import type { PersonaStepId } from '../../../schemas/brand-persona-options.ts';
import type { StepCopy } from '../copy.ts';
import type { StepErrors } from '../field-errors.ts';
import type { FormValues } from '../form-values.ts';

/** What every step's fields get: the step's form, its change handler, its errors and its copy. */
export interface StepProps<S extends PersonaStepId> {
  value: FormValues[S];
  onChange: (value: FormValues[S]) => void;
  errors: StepErrors;
  copy: StepCopy[S];
}
