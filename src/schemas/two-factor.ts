// Two-factor sign-in (TOTP): the bodies of the enrolment and sign-in calls and what they answer.
import { authenticationResponseSchema } from './webauthn.ts';
import { reply, z } from './zod.ts';

export const RECOVERY_CODE_COUNT = 10;
/** A pending sign-in (password right, code still to come) lasts this long. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;

export const twoFactorMessages = {
  code: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
  codeWrong: 'That code is not correct, or it has already been used. Try the next code your app shows.',
  challengeExpired: 'Your sign-in has expired. Enter your e-mail address and password again.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notStarted: 'Start setting up two-factor sign-in first.',
  changedMeanwhile:
    'Two-factor sign-in was set up again from another window while you confirmed, so it is not on. Start again.',
  notOn: 'Two-factor sign-in is not on.',
  passwordRequired: 'Enter your password',
  resetNotOn: 'This user does not have two-factor sign-in on.',
  adminRequired:
    'Administrators must turn on two-factor sign-in before managing the site. Turn it on from your account page: /account',
} as const;

/** Six digits, or a recovery code (16 letters and digits, dashes and spaces ignored). */
export const twoFactorCode = z
  .string({ error: twoFactorMessages.code })
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[0-9a-z]{16})$/, twoFactorMessages.code));

const currentPassword = z
  .string({ error: twoFactorMessages.passwordRequired })
  .min(1, twoFactorMessages.passwordRequired)
  .max(128);

/**
 * POST /api/account/two-factor/setup: the password, so a stolen session alone cannot enrol; on an account
 * with passkeys, also a signed answer from one of them.
 */
export const twoFactorSetupSchema = z.strictObject({
  password: currentPassword,
  assertion: authenticationResponseSchema.optional(),
});

/**
 * POST /api/account/two-factor: the first code confirms the app has the secret (it proves nothing about
 * the account); the proof the contract asks for comes beside it: the password on an account with no
 * second factor, a signed answer from one of its passkeys on one that has them.
 */
export const twoFactorEnableSchema = z.strictObject({
  code: twoFactorCode,
  password: currentPassword.optional(),
  assertion: authenticationResponseSchema.optional(),
});

/**
 * DELETE /api/account/two-factor and POST /api/account/two-factor/recovery-codes: the password and a
 * code (or a recovery code), so neither a stolen session nor a stolen password alone can change it.
 */
export const twoFactorConfirmSchema = z.strictObject({ password: currentPassword, code: twoFactorCode });

/** POST /api/login/two-factor: the pending sign-in and its code. */
export const twoFactorSignInSchema = z.strictObject({
  challenge: z
    .string({ error: twoFactorMessages.challengeExpired })
    .regex(/^[A-Za-z0-9_-]{43}$/, twoFactorMessages.challengeExpired),
  code: twoFactorCode,
});

/** POST /api/account/two-factor/setup */
export const twoFactorSetupReplySchema = reply(() =>
  z.strictObject({
    /** Base32, for typing into an app by hand. */
    secret: z.string(),
    otpauthUri: z.string().startsWith('otpauth://'),
    /** The QR code of otpauthUri as an SVG document, drawn on the server. */
    qrSvg: z.string().startsWith('<svg'),
  }),
);
export type TwoFactorSetup = z.infer<typeof twoFactorSetupReplySchema>;

/** GET /api/account/two-factor */
export const twoFactorStatusSchema = reply(() =>
  z.strictObject({
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int().min(0).max(RECOVERY_CODE_COUNT),
    /** Whether this account must have it on (administrators, while REQUIRE_ADMIN_2FA is on). */
    required: z.boolean(),
  }),
);
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/account/two-factor and POST /api/account/two-factor/recovery-codes: new codes, shown once. */
export const recoveryCodesIssuedSchema = reply(() =>
  z.strictObject({
    recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
  }),
);
export type RecoveryCodesIssued = z.infer<typeof recoveryCodesIssuedSchema>;

/** POST /api/login when the account has two-factor sign-in on: no session yet. */
export const twoFactorChallengeSchema = reply(() =>
  z.strictObject({ twoFactorRequired: z.literal(true), challenge: z.string() }),
);
