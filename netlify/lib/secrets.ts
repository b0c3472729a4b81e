// The server's secrets: SESSION_SECRET (seals session cookies, signs device cookies) and
// TOTP_ENCRYPTION_KEY (encrypts two-factor secrets at rest). They come from the environment only, with
// no fallback anywhere: `npm run dev` and `npm start` make random ones once and keep them in an ignored
// file (scripts/local-secrets.ts), tests make their own, and on Netlify (production, deploy previews and
// branch deploys alike) they are set in the site's environment. A function without a usable secret
// refuses to serve (503, one log line naming the variable) rather than sign anything with a value
// someone else could know.

type Env = Record<string, string | undefined>;

export const SECRET_NAMES = ['SESSION_SECRET', 'TOTP_ENCRYPTION_KEY'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export const SECRET_MIN_LENGTH = 32;

/** The development values this repository once shipped: public, so never a secret again. */
const PUBLISHED_VALUES: ReadonlySet<string> = new Set([
  'development-only-session-secret-never-use-in-production',
  'development-only-totp-encryption-key-never-in-production',
]);

export type SecretProblem = 'missing' | 'published' | 'too_short';

/** A secret the functions cannot use: which one and why (never its value). */
export class SecretUnusable extends Error {
  readonly variable: SecretName;
  readonly problem: SecretProblem;

  constructor(variable: SecretName, problem: SecretProblem) {
    super(
      problem === 'missing'
        ? `${variable} is not set: set a random value of at least ${SECRET_MIN_LENGTH} characters in the environment.`
        : problem === 'published'
          ? `${variable} is the development value published in the repository: set a random value in the environment.`
          : `${variable} must be at least ${SECRET_MIN_LENGTH} characters long.`,
    );
    this.variable = variable;
    this.problem = problem;
  }
}

function problemOf(value: string | undefined): SecretProblem | undefined {
  if (!value) return 'missing';
  if (PUBLISHED_VALUES.has(value)) return 'published';
  return value.length < SECRET_MIN_LENGTH ? 'too_short' : undefined;
}

/** The secret's value; throws SecretUnusable when it is missing, published or short. */
export function secret(name: SecretName, env: Env = process.env): string {
  const value = env[name];
  const problem = problemOf(value);
  if (problem) throw new SecretUnusable(name, problem);
  return value!;
}

/** The first secret the functions cannot use, if any. */
export function unusableSecret(env: Env = process.env): SecretUnusable | undefined {
  for (const name of SECRET_NAMES) {
    const problem = problemOf(env[name]);
    if (problem) return new SecretUnusable(name, problem);
  }
  return undefined;
}
