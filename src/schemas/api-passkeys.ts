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
import { accountHolder, administrator, json, jsonBody, none, signedIn, write } from './api-operation.ts';

/** Re-authentication (a wrong password is a field error) and the ten-passkey cap. */
const reauthenticated = [...signedIn, ...jsonBody, 'rate_limited'] as const;

export const passkeyContract = {
  'login-passkey-options': {
    POST: { reply: json(passkeyRequestOptionsSchema), status: 200, errors: [...write, 'rate_limited'] },
  },
  'login-passkey': {
    POST: {
      body: passkeySignInSchema,
      reply: json(publicUserSchema),
      status: 200,
      errors: [...jsonBody, 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-passkeys': {
    GET: { reply: json(z.array(passkeySchema)), status: 200, errors: accountHolder },
    POST: { body: passkeyAddSchema, reply: json(passkeySchema), status: 201, errors: [...reauthenticated, 'conflict'] },
  },
  'account-passkey-options': {
    POST: {
      body: passkeyOptionsRequestSchema,
      reply: json(passkeyCreationOptionsSchema),
      status: 200,
      errors: [...reauthenticated, 'conflict'],
    },
  },
  'account-passkey': {
    PATCH: {
      body: passkeyRenameSchema,
      reply: json(passkeySchema),
      status: 200,
      errors: [...accountHolder, ...jsonBody, 'not_found'],
    },
    DELETE: { body: passkeyRemoveSchema, reply: none, status: 204, errors: [...reauthenticated, 'not_found'] },
  },
  'admin-user-passkeys': {
    DELETE: { reply: none, status: 204, errors: [...administrator, ...write, 'not_found', 'conflict'] },
  },
} as const;
