// Refuses weak new passwords on the server: zxcvbn-ts (common and English dictionaries, loaded once per
// instance) judged by the rule the browser's meter uses too, then, only with HIBP_CHECK=on, Have I Been
// Pwned's range API.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { judgePassword, passwordStrengthMessages, type PasswordOwner } from '../../../src/schemas/password-strength.ts';
import { HttpError } from '../http.ts';
import { isBreached } from './breached.ts';

let factory: Promise<ZxcvbnFactory> | undefined;

async function load(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
}

/** Why this password may not be used by this person, or null when it may. */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  factory ??= load();
  const result = (await factory).check(password);
  const verdict = judgePassword(password, { score: result.score, warning: result.feedback.warning }, owner);
  if (!verdict.ok) return verdict.message;
  return (await isBreached(password)) ? passwordStrengthMessages.breached : null;
}

/** 400 with the reason beside the field when the new password is weak. */
export async function assertStrongPassword(password: string, owner: PasswordOwner, field = 'password'): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw new HttpError(400, problem, { fieldErrors: { [field]: [problem] } });
}
