// Every API endpoint by the name of the function that serves it (netlify/functions/<name>.mts), with its
// address and any second names, for the server and the tests. The addresses themselves live in
// api-routes/<area>.ts as plain strings, one module per area, so a page's bundle holds only the addresses
// its islands call; which methods each endpoint answers, with their request and response schemas, is
// declared once in api.ts (keyed by the names here).
import type { RouteParams } from './api-routes/route.ts';
import * as everyPageRoutes from './api-routes/every-page.ts';
import * as publicRoutes from './api-routes/public.ts';
import * as authRoutes from './api-routes/auth.ts';
import * as accountRoutes from './api-routes/account.ts';
import * as memberRoutes from './api-routes/member.ts';
import * as adminRoutes from './api-routes/admin.ts';

export { addressOf, type ApiMethod, type ApiPath, type ApiRoute, type QueryValue } from './api-routes/route.ts';

export const apiRoutes = {
  health: { path: publicRoutes.health },
  contact: { path: publicRoutes.contact },
  'consent-log': { path: everyPageRoutes.consentLog },
  vitals: { path: everyPageRoutes.vitals },
  login: { path: authRoutes.login },
  'login-two-factor': { path: authRoutes.loginTwoFactor },
  'login-passkey-options': { path: authRoutes.loginPasskeyOptions },
  'login-passkey': { path: authRoutes.loginPasskey },
  register: { path: authRoutes.register },
  logout: { path: everyPageRoutes.logout },
  user: { path: authRoutes.user },
  'auth-user': { path: everyPageRoutes.signedInUser },
  'password-forgot': { path: authRoutes.passwordForgot },
  'password-reset': { path: authRoutes.passwordReset },
  account: { path: accountRoutes.account },
  'account-export': { path: accountRoutes.accountExport },
  'account-password': { path: accountRoutes.accountPassword },
  'account-sessions': { path: accountRoutes.accountSessions },
  'account-session': { path: accountRoutes.accountSession },
  'account-two-factor': { path: accountRoutes.accountTwoFactor },
  'account-two-factor-setup': { path: accountRoutes.accountTwoFactorSetup },
  'account-two-factor-recovery-codes': { path: accountRoutes.accountTwoFactorRecoveryCodes },
  'account-verification-email': { path: accountRoutes.accountVerificationEmail },
  'account-verify-email': { path: accountRoutes.accountVerifyEmail },
  'account-passkeys': { path: accountRoutes.accountPasskeys },
  'account-passkey-options': { path: accountRoutes.accountPasskeyOptions },
  'account-passkey': { path: accountRoutes.accountPasskey },
  'member-dashboard': { path: memberRoutes.memberDashboard },
  'member-activity': { path: memberRoutes.memberActivity },
  'member-application-track': { path: memberRoutes.memberApplicationTrack },
  'member-brand-persona': { path: memberRoutes.memberBrandPersona },
  'member-brand-persona-submit': { path: memberRoutes.memberBrandPersonaSubmit },
  'member-brand-persona-version': { path: memberRoutes.memberBrandPersonaVersion },
  'member-brand-persona-reopen': { path: memberRoutes.memberBrandPersonaReopen },
  'admin-users': { path: adminRoutes.adminUsers },
  'admin-user': { path: adminRoutes.adminUser },
  'admin-user-password': { path: adminRoutes.adminUserPassword },
  'admin-user-sessions': { path: adminRoutes.adminUserSessions },
  'admin-user-two-factor': { path: adminRoutes.adminUserTwoFactor },
  'admin-user-passkeys': { path: adminRoutes.adminUserPasskeys },
  'admin-enquiries': { path: adminRoutes.adminEnquiries },
  'admin-enquiry': { path: adminRoutes.adminEnquiry },
  'admin-export': { path: adminRoutes.adminExport },
  'admin-audit': { path: adminRoutes.adminAudit },
  'admin-audit-export': { path: adminRoutes.adminAuditExport },
  'admin-usage': { path: adminRoutes.adminUsage },
  'admin-usage-export': { path: adminRoutes.adminUsageExport },
  'admin-site-speed': { path: adminRoutes.adminSiteSpeed },
} as const;

export type ApiRoutes = typeof apiRoutes;
export type EndpointName = keyof ApiRoutes;
/** The endpoint whose address is P (each address belongs to one function). */
export type EndpointAt<P extends string> = {
  [N in EndpointName]: ApiRoutes[N]['path'] extends P ? N : never;
}[EndpointName];

/** The path parameters an endpoint's address needs: `{}` for an address without any. */
export type PathParams<N extends EndpointName> = RouteParams<ApiRoutes[N]['path']>;
