// Refuses weak new passwords on the server: the same zxcvbn-ts estimate and rule as the browser's meter
// (src/schemas/password-estimate.ts, dictionaries loaded once per instance), then, only with HIBP_CHECK=on,
// Have I Been Pwned's range API.
import { passwordStrengthMessages, type PasswordOwner } from '../../../src/schemas/password-strength.ts';
import { estimateStrength } from '../../../src/schemas/password-estimate.ts';
import { HttpError } from '../http.ts';
import { isBreached } from './breached.ts';

/** Why this password may not be used by this person, or null when it may. */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  const verdict = await estimateStrength(password, owner);
  if (!verdict.ok) return verdict.message;
  return (await isBreached(password)) ? passwordStrengthMessages.breached : null;
}

/** 400 with the reason beside the field when the new password is weak. */
export async function assertStrongPassword(password: string, owner: PasswordOwner, field = 'password'): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw new HttpError(400, problem, { fieldErrors: { [field]: [problem] } });
}
