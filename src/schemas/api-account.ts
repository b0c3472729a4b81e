// The API contract's entries for the member's own account (api.ts spreads them into the one contract):
// profile, password, sessions, two-factor sign-in, e-mail verification and the export.
import {
  accountDeletionSchema,
  accountProfileSchema,
  messageSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  sessionsEndedReplySchema,
  verifyEmailSchema,
} from './account.ts';
import { ACCOUNT_BODY_LIMIT, PROOF_BODY_LIMIT, download, json, none } from './api-operation.ts';
import { sessionIdParam } from './api-params.ts';
import * as routes from './api-routes/account.ts';
import { accountSessionSchema } from './session.ts';
import {
  recoveryCodesIssuedSchema,
  twoFactorConfirmSchema,
  twoFactorEnableSchema,
  twoFactorSetupReplySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from './two-factor.ts';
import { z } from './zod.ts';

export const accountContract = {
  account: {
    path: routes.account,
    GET: { access: 'accountHolder', reply: json(accountProfileSchema), status: 200 },
    PATCH: {
      access: 'accountHolder',
      body: profileUpdateSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: json(accountProfileSchema),
      status: 200,
      example: () => ({ firstName: 'Ada', lastName: 'Lovelace' }),
      audit: ['account.profile_updated'],
    },
    DELETE: {
      access: 'accountHolder',
      proof: 'recentFactor',
      body: accountDeletionSchema,
      maxBytes: PROOF_BODY_LIMIT,
      reply: none,
      status: 204,
      errors: ['invalid_credentials', 'conflict'],
      example: () => ({ password: 'a-password-1' }),
      audit: ['account.deleted'],
    },
  },
  'account-export': {
    path: routes.accountExport,
    GET: { access: 'accountHolder', reply: download, status: 200 },
  },
  'account-password': {
    path: routes.accountPassword,
    PUT: {
      access: 'accountHolder',
      proof: 'recentFactor',
      proofFields: { password: 'currentPassword' },
      body: passwordChangeSchema,
      maxBytes: PROOF_BODY_LIMIT,
      reply: none,
      status: 204,
      errors: ['invalid_credentials'],
      example: () => ({ currentPassword: 'a-password-1', newPassword: 'quiet-harbour-lantern-9' }),
      audit: ['account.password_changed'],
    },
  },
  'account-sessions': {
    path: routes.accountSessions,
    GET: { access: 'accountHolder', reply: json(z.array(accountSessionSchema)), status: 200 },
    DELETE: {
      access: 'accountHolder',
      reply: json(sessionsEndedReplySchema),
      status: 200,
      audit: ['account.sessions_ended'],
    },
  },
  'account-session': {
    path: routes.accountSession,
    params: { id: sessionIdParam },
    DELETE: { access: 'signedIn', reply: none, status: 204, audit: ['account.sessions_ended'] },
  },
  'account-two-factor': {
    path: routes.accountTwoFactor,
    GET: { access: 'accountHolder', reply: json(twoFactorStatusSchema), status: 200 },
    POST: {
      access: 'accountHolder',
      // Its `code` is the new app's first code, which proves nothing about the account.
      proof: 'factorNow',
      proofFields: { code: null },
      body: twoFactorEnableSchema,
      maxBytes: PROOF_BODY_LIMIT,
      reply: json(recoveryCodesIssuedSchema),
      status: 201,
      errors: ['conflict', 'invalid_credentials'],
      example: () => ({ code: '123456', password: 'a-password-1' }),
      audit: ['account.two_factor_enabled'],
    },
    DELETE: {
      access: 'accountHolder',
      proof: 'factorNow',
      body: twoFactorConfirmSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: none,
      status: 204,
      errors: ['conflict', 'invalid_credentials'],
      example: () => ({ password: 'a-password-1', code: '123456' }),
      audit: ['account.two_factor_disabled'],
    },
  },
  'account-two-factor-setup': {
    path: routes.accountTwoFactorSetup,
    POST: {
      access: 'accountHolder',
      proof: 'factorNow',
      body: twoFactorSetupSchema,
      maxBytes: PROOF_BODY_LIMIT,
      reply: json(twoFactorSetupReplySchema),
      status: 201,
      errors: ['conflict', 'invalid_credentials'],
      example: () => ({ password: 'a-password-1' }),
      audit: ['account.two_factor_setup_started'],
    },
  },
  'account-two-factor-recovery-codes': {
    path: routes.accountTwoFactorRecoveryCodes,
    POST: {
      access: 'accountHolder',
      proof: 'factorNow',
      body: twoFactorConfirmSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: json(recoveryCodesIssuedSchema),
      status: 201,
      errors: ['conflict', 'invalid_credentials'],
      example: () => ({ password: 'a-password-1', code: '123456' }),
      audit: ['account.recovery_codes_regenerated'],
    },
  },
  'account-verification-email': {
    path: routes.accountVerificationEmail,
    POST: {
      access: 'accountHolder',
      reply: json(messageSchema),
      status: 202,
      errors: ['conflict'],
      audit: ['account.verification_requested'],
    },
  },
  'account-verify-email': {
    path: routes.accountVerifyEmail,
    POST: {
      body: verifyEmailSchema,
      maxBytes: 1024,
      reply: none,
      status: 204,
      errors: ['rate_limited'],
      example: () => ({ token: 'x'.repeat(43) }),
      audit: ['account.email_verified'],
    },
  },
} as const;
