// What a sensitive change must prove, beyond a signed-in session, declared on its entry in the API contract
// and enforced before its handler runs (netlify/lib/proof): the levels, the window a proven factor lasts,
// the fields a request proves with, and the messages a missing proof gets.
import { twoFactorCode } from './two-factor.ts';
import { authenticationResponseSchema } from './webauthn.ts';
import { z } from './zod.ts';

/**
 * - `password`: the current password, in the request.
 * - `recentFactor`: a second factor proven in this session (at sign-in, or since) within the window, in the
 *   browser that proved it; or one proven in the request itself. An account with no second factor gives
 *   its current password instead. On the administrators' API it is the step-up, asked while
 *   REQUIRE_ADMIN_2FA is on (under which every administrator has a factor).
 * - `factorNow`: a second factor proven in this very request (a code from the app, a recovery code, or a
 *   passkey's signed answer to a challenge given to this session); the current password where the account
 *   has no second factor. No window: a copied session cannot swap the owner's factors for its own.
 *
 * A password, code or passkey answer a request carries is always checked, whatever its level needs.
 */
export const proofLevels = ['password', 'recentFactor', 'factorNow'] as const;
export type ProofLevel = (typeof proofLevels)[number];

/** How long a second factor proven in a session counts as recent. */
export const RECENT_FACTOR_MINUTES = 10;

export const proofMessages = {
  passwordRequired: 'Enter your password to confirm it is you',
  factorRequired: 'Confirm it is you with a code from your app, a recovery code or one of your passkeys',
  stepUpRequired:
    'Confirm it is you before this change: sign out and sign in again with your second factor, then try again.',
  ownAccount: 'Change your own account from your account page: /account',
} as const;

/** The fields a request proves who is making it with: each optional; which are needed is the level's. */
export const proofFields = {
  password: z.string().min(1, proofMessages.passwordRequired).max(128).optional(),
  // A form's empty code field is no code (the member confirms with a passkey instead).
  code: z.union([z.literal('').transform(() => undefined), twoFactorCode]).optional(),
  assertion: authenticationResponseSchema.optional(),
};
export type ProofFields = {
  password?: string;
  code?: string;
  assertion?: z.infer<typeof authenticationResponseSchema>;
};
