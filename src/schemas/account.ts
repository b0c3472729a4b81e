// The member's own account: forgotten passwords, e-mail verification, the profile, password, sessions,
// export and deletion. The forms validate with these schemas and the functions validate the same bodies.
import { LAST_ADMINISTRATOR_MESSAGE } from './administrators.ts';
import { isoDate, reply, z } from './zod.ts';
import { proofFields } from './proof.ts';
import { authMessages, newPassword, registerSchema } from './auth.ts';
import { sessionsEndedSchema } from './session.ts';
import { publicUserSchema } from './user.ts';

export type { AccountSession } from './session.ts';

/** A link to reset a password works once, for this long. */
export const PASSWORD_RESET_VALID_MINUTES = 30;
/** A link to confirm an e-mail address works once, for this long. */
export const EMAIL_VERIFICATION_VALID_HOURS = 24;

export const accountMessages = {
  forgotAccepted: `If an account uses that address, we have sent it a link to choose a new password. The link works once, for ${PASSWORD_RESET_VALID_MINUTES} minutes.`,
  tokenMalformed:
    'This link is incomplete. Open it again from the e-mail, or copy the whole address into your browser.',
  resetTokenUnknown: 'This link to reset your password is not valid. Ask for a new one with "Forgot your password?".',
  resetTokenUsed:
    'This link has already been used to reset your password. If you need to change it again, ask for a new link with "Forgot your password?".',
  resetTokenExpired: `This link has expired: links to reset a password work for ${PASSWORD_RESET_VALID_MINUTES} minutes. Ask for a new one with "Forgot your password?".`,
  verifyTokenUnknown:
    'This link to confirm your e-mail address is not valid. Sign in and send a new one from your account page.',
  verifyTokenUsed:
    'This link has already been used. If your address still shows as unconfirmed, sign in and send a new link from your account page.',
  verifyTokenExpired: `This link has expired: links to confirm an address work for ${EMAIL_VERIFICATION_VALID_HOURS} hours. Sign in and send a new one from your account page.`,
  alreadyVerified: 'Your e-mail address is already confirmed.',
  verificationSent: 'We have sent a new link to your e-mail address.',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  samePassword: 'Choose a password different from your current one',
  passwordWrong: 'That password is not correct',
  sessionNotFound: 'That session has already ended',
  lastAdministrator: LAST_ADMINISTRATOR_MESSAGE,
} as const;

/** 256 random bits, base64url: exactly 43 characters. */
const token = z
  .string({ error: accountMessages.tokenMalformed })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: accountMessages.tokenMalformed });

/** POST /api/password/forgot */
export const forgotPasswordSchema = registerSchema.pick({ email: true });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** Second factors added within this many days are listed after a password change, and removable with a reset. */
export const RECENT_FACTOR_DAYS = 30;

/**
 * POST /api/password/reset: with `removeRecentFactors`, the passkeys and code app added in the last 30 days
 * go too (a ticked checkbox sends 'on' from the form; the API takes a boolean).
 */
export const passwordResetSchema = z.strictObject({
  token,
  password: newPassword,
  removeRecentFactors: z
    .union([z.boolean(), z.literal('on')])
    .optional()
    .transform((value) => value === true || value === 'on'),
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** POST /api/account/verify-email */
export const verifyEmailSchema = z.strictObject({ token });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** PATCH /api/account */
export const profileUpdateSchema = registerSchema.pick({ firstName: true, lastName: true });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

const currentPassword = z
  .string({ error: accountMessages.currentPasswordRequired })
  .min(1, accountMessages.currentPasswordRequired);

/**
 * PUT /api/account/password: the current password, and on an account with a second factor one proven in
 * this session lately or (a code, a passkey's answer) in the request.
 */
export const passwordChangeSchema = z
  .strictObject({ currentPassword, newPassword, code: proofFields.code, assertion: proofFields.assertion })
  .refine((body) => body.currentPassword !== body.newPassword, {
    path: ['newPassword'],
    message: accountMessages.samePassword,
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** DELETE /api/account: the password, and a recent second factor as for a new password. */
export const accountDeletionSchema = z.strictObject({
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(128),
  code: proofFields.code,
  assertion: proofFields.assertion,
});

/** GET /api/account: the current user and when the account was made and last signed in to (ISO 8601). */
export const accountProfileSchema = reply(() =>
  publicUserSchema.extend({ createdAt: isoDate, lastLoginAt: isoDate.nullable() }),
);
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** DELETE /api/account/sessions */
export const sessionsEndedReplySchema = sessionsEndedSchema;
export type SessionsEnded = z.infer<typeof sessionsEndedReplySchema>;

/** `{ message }`: a sentence for people (a 202 that sends mail, a password an administrator set). */
export const messageSchema = reply(() => z.strictObject({ message: z.string() }));
/** A 202 that sends mail: its message. */
export type MailAccepted = z.infer<typeof messageSchema>;
