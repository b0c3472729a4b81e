// The API contract's passkey operations (api.ts spreads them into the one contract): signing in with a
// passkey, a member's own passkeys on /account, and an administrator removing a user's passkeys.
import {
  passkeyAddSchema,
  passkeyCreationOptionsSchema,
  passkeyOptionsRequestSchema,
  passkeyRemoveSchema,
  passkeyRenameSchema,
  passkeyRequestOptionsSchema,
  passkeySchema,
  passkeySignInSchema,
} from './passkeys.ts';
import { publicUserSchema } from './user.ts';
import { z } from './zod.ts';
import {
  ACCOUNT_BODY_LIMIT,
  accountHolder,
  administrator,
  json,
  jsonBody,
  none,
  signedIn,
  write,
} from './api-operation.ts';

/** Re-authentication (a wrong password is a field error) and the ten-passkey cap. */
const reauthenticated = [...signedIn, ...jsonBody, 'rate_limited'] as const;

export const passkeyContract = {
  'login-passkey-options': {
    POST: { reply: json(passkeyRequestOptionsSchema), status: 200, errors: [...write, 'rate_limited'] },
  },
  'login-passkey': {
    POST: {
      body: passkeySignInSchema,
      // A WebAuthn assertion: a signature, the authenticator's data and the client's.
      maxBytes: 8192,
      reply: json(publicUserSchema),
      status: 200,
      errors: [...jsonBody, 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-passkeys': {
    GET: { access: 'accountHolder', reply: json(z.array(passkeySchema)), status: 200, errors: accountHolder },
    POST: {
      access: 'accountHolder',
      body: passkeyAddSchema,
      // A WebAuthn answer is larger than other account bodies (a public key, an attestation).
      maxBytes: 24 * 1024,
      reply: json(passkeySchema),
      status: 201,
      errors: [...reauthenticated, 'conflict'],
    },
  },
  'account-passkey-options': {
    POST: {
      access: 'accountHolder',
      body: passkeyOptionsRequestSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: json(passkeyCreationOptionsSchema),
      status: 200,
      errors: [...reauthenticated, 'conflict'],
    },
  },
  'account-confirmation-options': {
    // Options for confirming a change with one of the member's passkeys (409 when they have none).
    POST: {
      access: 'accountHolder',
      reply: json(passkeyRequestOptionsSchema),
      status: 200,
      errors: [...accountHolder, ...write, 'conflict'],
    },
  },
  'account-passkey': {
    PATCH: {
      access: 'accountHolder',
      body: passkeyRenameSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: json(passkeySchema),
      status: 200,
      errors: [...accountHolder, ...jsonBody, 'not_found'],
    },
    DELETE: {
      access: 'accountHolder',
      body: passkeyRemoveSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: none,
      status: 204,
      errors: [...reauthenticated, 'not_found'],
    },
  },
  'admin-user-passkeys': {
    DELETE: {
      access: 'administrator',
      reply: none,
      status: 204,
      errors: [...administrator, ...write, 'not_found', 'conflict'],
    },
  },
} as const;
