// The API contract's passkey entries (api.ts spreads them into the one contract): signing in with a
// passkey, a member's own passkeys on /account, and an administrator removing a user's passkeys.
import { ACCOUNT_BODY_LIMIT, PROOF_BODY_LIMIT, json, none } from './api-operation.ts';
import { passkeyIdParam, userIdParam } from './api-params.ts';
import * as accountRoutes from './api-routes/account.ts';
import * as adminRoutes from './api-routes/admin.ts';
import * as authRoutes from './api-routes/auth.ts';
import {
  passkeyAddSchema,
  passkeyCreationOptionsSchema,
  passkeyRemoveSchema,
  passkeyRenameSchema,
  passkeyRequestOptionsSchema,
  passkeySchema,
  passkeySignInSchema,
} from './passkeys.ts';
import { publicUserSchema } from './user.ts';
import { z } from './zod.ts';

/** A WebAuthn answer of the right shape (the examples': it answers no challenge the server gave). */
const webAuthnAnswer = (response: Record<string, string>) => ({
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: {
    clientDataJSON:
      'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoieHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eCIsIm9yaWdpbiI6IngifQ',
    ...response,
  },
  clientExtensionResults: {},
});

export const passkeyContract = {
  'login-passkey-options': {
    path: authRoutes.loginPasskeyOptions,
    POST: {
      reply: json(passkeyRequestOptionsSchema),
      status: 200,
      errors: ['rate_limited'],
      unaudited: 'a challenge for whoever signs in, tied to no account yet (the sign-in it leads to is audited)',
    },
  },
  'login-passkey': {
    path: authRoutes.loginPasskey,
    POST: {
      body: passkeySignInSchema,
      // A WebAuthn assertion: a signature, the authenticator's data and the client's.
      maxBytes: 8192,
      reply: json(publicUserSchema),
      status: 200,
      errors: ['invalid_credentials', 'rate_limited'],
      example: () => ({ response: webAuthnAnswer({ signature: 'AAAA', authenticatorData: 'AAAA' }) }),
      audit: ['auth.sign_in'],
    },
  },
  'account-passkeys': {
    path: accountRoutes.accountPasskeys,
    GET: { access: 'accountHolder', reply: json(z.array(passkeySchema)), status: 200 },
    POST: {
      access: 'accountHolder',
      proof: 'factorNow',
      body: passkeyAddSchema,
      // A WebAuthn answer is larger than other account bodies (a public key, an attestation).
      maxBytes: 24 * 1024,
      reply: json(passkeySchema),
      status: 201,
      // The ten-passkey cap (a wrong password is a field error).
      errors: ['conflict'],
      example: () => ({
        response: webAuthnAnswer({ attestationObject: 'AAAA' }),
        name: 'Work laptop',
        password: 'a-password-1',
      }),
      audit: ['account.passkey_added'],
    },
  },
  'account-passkey-options': {
    path: accountRoutes.accountPasskeyOptions,
    // A challenge bound to the session: it proves and changes nothing (the adding request carries the proof).
    POST: {
      access: 'accountHolder',
      reply: json(passkeyCreationOptionsSchema),
      status: 200,
      errors: ['conflict'],
      unaudited: 'a challenge only (the passkey it leads to is audited when added)',
    },
  },
  'account-confirmation-options': {
    path: accountRoutes.accountConfirmationOptions,
    // Options for confirming a change with one of the member's passkeys (409 when they have none).
    POST: {
      access: 'accountHolder',
      reply: json(passkeyRequestOptionsSchema),
      status: 200,
      errors: ['conflict'],
      unaudited: 'a challenge only (the change it confirms is audited when made)',
    },
  },
  'account-passkey': {
    path: accountRoutes.accountPasskey,
    params: { id: passkeyIdParam },
    PATCH: {
      access: 'accountHolder',
      body: passkeyRenameSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: json(passkeySchema),
      status: 200,
      example: () => ({ name: 'Work phone' }),
      audit: ['account.passkey_renamed'],
    },
    DELETE: {
      access: 'accountHolder',
      proof: 'factorNow',
      body: passkeyRemoveSchema,
      maxBytes: PROOF_BODY_LIMIT,
      reply: none,
      status: 204,
      example: () => ({ code: '123456' }),
      audit: ['account.passkey_removed'],
    },
  },
  'admin-user-passkeys': {
    path: adminRoutes.adminUserPasskeys,
    params: { userId: userIdParam },
    DELETE: {
      access: 'administrator',
      proof: 'recentFactor',
      reply: none,
      status: 204,
      errors: ['conflict'],
      audit: ['admin.passkeys_removed'],
    },
  },
} as const;
