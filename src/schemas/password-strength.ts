// The rule for new passwords (registration, reset, change, Add User), shared by the strength meter on
// those forms and the functions that enforce it. The estimate itself comes from zxcvbn-ts with its
// common and English dictionaries; this module only judges its result (it imports nothing heavy).

/** NIST SP 800-63B: at least 8 characters; an upper bound keeps hashing cost bounded. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** zxcvbn's score runs 0-4; below this a password is refused. */
export const PASSWORD_MIN_SCORE = 3;
/** Names and address parts shorter than this are not looked for inside a password. */
const PERSONAL_MIN_LENGTH = 4;

export const passwordStrengthMessages = {
  weak: 'This password is too easy to guess. Add another word or two, or make it longer.',
  personal: 'Your password must not contain your name or e-mail address.',
  breached: 'This password has appeared in a known data breach, so attackers try it first. Please choose another.',
  levels: ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'],
  meterLabel: 'Password strength',
} as const;

export interface PasswordOwner {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** The words a password must not contain: the address, its local part, and each name. */
export function personalWords(owner: PasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase() ?? '';
  const words = [email, email.split('@')[0] ?? '', owner.firstName ?? '', owner.lastName ?? ''];
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((w) => w.length >= PERSONAL_MIN_LENGTH))];
}

export interface StrengthEstimate {
  score: number;
  warning: string | null;
}

export interface PasswordVerdict {
  ok: boolean;
  /** Why it is refused (null when it is accepted). */
  message: string | null;
}

export function judgePassword(password: string, estimate: StrengthEstimate, owner: PasswordOwner): PasswordVerdict {
  const lower = password.toLowerCase();
  if (personalWords(owner).some((word) => lower.includes(word))) {
    return { ok: false, message: passwordStrengthMessages.personal };
  }
  if (estimate.score < PASSWORD_MIN_SCORE) {
    const why = estimate.warning ? ` ${estimate.warning}` : '';
    return { ok: false, message: `${passwordStrengthMessages.weak}${why}` };
  }
  return { ok: true, message: null };
}
