// Input schemas for sign-in, registration and user management: the forms validate with them before
// sending, and the functions validate the same body again (never trusting the browser).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-strength.ts';
import { singleLine } from './text.ts';
import { ROLES, userMessages } from './user.ts';
import { z } from './zod.ts';

export const NAME_MAX_LENGTH = 100;
/** RFC 5321's practical limit for an address. */
export const EMAIL_MAX_LENGTH = 254;

export const authMessages = {
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  firstName: 'First name is required',
  lastName: 'Last name is required',
  nameTooLong: `Names must be at most ${NAME_MAX_LENGTH} characters`,
} as const;

const email = z
  .string({ error: authMessages.email })
  .trim()
  .max(EMAIL_MAX_LENGTH, authMessages.email)
  .pipe(z.email({ error: authMessages.email }));

/** A password being set: registration, Add User and Reset Password. */
export const newPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

const name = (required: string, label: string) =>
  singleLine(
    z.string({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH, authMessages.nameTooLong),
    label,
  );

export const loginSchema = z.strictObject({
  email,
  // No minimum at sign-in (the password is only compared); no account has one longer than the maximum,
  // so a longer one is refused before any sign-in attempt is counted or hashed.
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.strictObject({
  email,
  password: newPassword,
  firstName: name(authMessages.firstName, 'First name'),
  lastName: name(authMessages.lastName, 'Last name'),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Add User: a member unless the administrator ticks 'Administrator'. */
export const createUserSchema = registerSchema.extend({
  role: z.enum(ROLES, { error: userMessages.role }).default('member'),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const resetPasswordSchema = z.strictObject({ password: newPassword });
