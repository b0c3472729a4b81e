// Field errors of a step, keyed by the answer's path ('name', 'groups.0.needs', 'chosen.3'), and the server's
// for a saved step. The checks before Next are in step-checks.ts, loaded on first use.
import { ApiError } from '../../lib/api.ts';

export type StepErrors = Record<string, string>;

/** The server's field errors for a saved step ('answers.name' -> 'name'), if it sent any. */
export function serverStepErrors(error: unknown): StepErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: StepErrors = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) errors[key.replace(/^answers\.?/, '') || '_'] ??= messages[0];
  }
  return errors;
}

/** The message for a field or anything inside it ('chosen' covers 'chosen.3'). */
export function errorAt(errors: StepErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const inner = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return inner ? errors[inner] : undefined;
}
