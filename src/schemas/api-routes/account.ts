// API endpoints: The member's own account: profile, password, sessions, two-factor sign-in, e-mail and export.
// One module per area, so a page's bundle holds only the areas its islands call (see ../api-routes.ts).
import type { ApiRoute } from './route.ts';

export const account = {
  name: 'account',
  path: '/api/account',
  methods: ['GET', 'PATCH', 'DELETE'],
} as const satisfies ApiRoute;
export const accountExport = {
  name: 'account-export',
  path: '/api/account/export',
  methods: ['GET'],
} as const satisfies ApiRoute;
export const accountPassword = {
  name: 'account-password',
  path: '/api/account/password',
  methods: ['PUT'],
} as const satisfies ApiRoute;
export const accountSessions = {
  name: 'account-sessions',
  path: '/api/account/sessions',
  methods: ['GET', 'DELETE'],
} as const satisfies ApiRoute;
export const accountSession = {
  name: 'account-session',
  path: '/api/account/sessions/:id',
  methods: ['DELETE'],
} as const satisfies ApiRoute;
export const accountTwoFactor = {
  name: 'account-two-factor',
  path: '/api/account/two-factor',
  methods: ['GET', 'POST', 'DELETE'],
} as const satisfies ApiRoute;
export const accountTwoFactorSetup = {
  name: 'account-two-factor-setup',
  path: '/api/account/two-factor/setup',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const accountTwoFactorRecoveryCodes = {
  name: 'account-two-factor-recovery-codes',
  path: '/api/account/two-factor/recovery-codes',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const accountVerificationEmail = {
  name: 'account-verification-email',
  path: '/api/account/verification-email',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const accountVerifyEmail = {
  name: 'account-verify-email',
  path: '/api/account/verify-email',
  methods: ['POST'],
} as const satisfies ApiRoute;
