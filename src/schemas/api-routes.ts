// Every API endpoint by the name of the function that serves it (netlify/functions/<name>.mts), for the
// server and the tests. The routes themselves live in api-routes/<area>.ts, one module per area, so a
// page's bundle holds only the areas its islands call; the request and response schemas for each method
// are in api.ts, checked against this table.
import type { RouteParams } from './api-routes/route.ts';
import * as publicRoutes from './api-routes/public.ts';
import * as authRoutes from './api-routes/auth.ts';
import * as accountRoutes from './api-routes/account.ts';
import * as memberRoutes from './api-routes/member.ts';
import * as adminRoutes from './api-routes/admin.ts';

export { addressOf, type ApiMethod, type ApiRoute, type QueryValue } from './api-routes/route.ts';

export const apiRoutes = {
  health: publicRoutes.health,
  login: authRoutes.login,
  'login-two-factor': authRoutes.loginTwoFactor,
  register: authRoutes.register,
  logout: authRoutes.logout,
  user: authRoutes.user,
  'password-forgot': authRoutes.passwordForgot,
  'password-reset': authRoutes.passwordReset,
  contact: publicRoutes.contact,
  'consent-log': publicRoutes.consentLog,
  account: accountRoutes.account,
  'account-export': accountRoutes.accountExport,
  'account-password': accountRoutes.accountPassword,
  'account-sessions': accountRoutes.accountSessions,
  'account-session': accountRoutes.accountSession,
  'account-two-factor': accountRoutes.accountTwoFactor,
  'account-two-factor-setup': accountRoutes.accountTwoFactorSetup,
  'account-two-factor-recovery-codes': accountRoutes.accountTwoFactorRecoveryCodes,
  'account-verification-email': accountRoutes.accountVerificationEmail,
  'account-verify-email': accountRoutes.accountVerifyEmail,
  'member-dashboard': memberRoutes.memberDashboard,
  'member-application-track': memberRoutes.memberApplicationTrack,
  'member-brand-persona': memberRoutes.memberBrandPersona,
  'member-brand-persona-submit': memberRoutes.memberBrandPersonaSubmit,
  'member-brand-persona-version': memberRoutes.memberBrandPersonaVersion,
  'member-brand-persona-reopen': memberRoutes.memberBrandPersonaReopen,
  'admin-users': adminRoutes.adminUsers,
  'admin-user': adminRoutes.adminUser,
  'admin-user-password': adminRoutes.adminUserPassword,
  'admin-user-sessions': adminRoutes.adminUserSessions,
  'admin-user-two-factor': adminRoutes.adminUserTwoFactor,
  'admin-enquiries': adminRoutes.adminEnquiries,
  'admin-enquiry': adminRoutes.adminEnquiry,
  'admin-export': adminRoutes.adminExport,
  'admin-audit': adminRoutes.adminAudit,
  'admin-audit-export': adminRoutes.adminAuditExport,
} as const;

export type ApiRoutes = typeof apiRoutes;
export type EndpointName = keyof ApiRoutes;
export type MethodOf<N extends EndpointName> = ApiRoutes[N]['methods'][number];
/** Any one endpoint's route constant. */
export type AnyRoute = ApiRoutes[EndpointName];

/** The path parameters an endpoint's address needs: `{}` for an address without any. */
export type PathParams<N extends EndpointName> = RouteParams<ApiRoutes[N]>;
