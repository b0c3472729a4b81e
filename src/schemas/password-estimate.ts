// A new password's strength, shared by the browser's meter and the server's check
// (netlify/lib/auth/password-strength.ts): zxcvbn-ts with its common and English dictionaries (several
// hundred KB), imported only when a new-password form is used, never with the page, then the rule in
// password-strength.ts.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { judgePassword, type PasswordOwner, type PasswordVerdict } from './password-strength.ts';

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

export interface Strength extends PasswordVerdict {
  score: number;
}

export async function estimateStrength(password: string, owner: PasswordOwner): Promise<Strength> {
  factory ??= load();
  const result = (await factory).check(password);
  const score = result.score;
  return { score, ...judgePassword(password, { score, warning: result.feedback.warning }, owner) };
}
