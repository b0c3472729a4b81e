// API endpoints: The member's own account: profile, password, sessions, two-factor sign-in, e-mail and export.
// Each constant is the address alone (the contract entry naming it is in ../api.ts);
// areas are cut by the pages that call them, so a page carries only the addresses it calls.
export const account = '/api/account';
export const accountExport = '/api/account/export';
export const accountPassword = '/api/account/password';
export const accountSessions = '/api/account/sessions';
export const accountSession = '/api/account/sessions/:id';
export const accountTwoFactor = '/api/account/two-factor';
export const accountTwoFactorSetup = '/api/account/two-factor/setup';
export const accountTwoFactorRecoveryCodes = '/api/account/two-factor/recovery-codes';
export const accountVerificationEmail = '/api/account/verification-email';
export const accountVerifyEmail = '/api/account/verify-email';
export const accountPasskeys = '/api/account/passkeys';
export const accountPasskeyOptions = '/api/account/passkey-options';
export const accountPasskey = '/api/account/passkeys/:id';
export const accountBriefings = '/api/account/briefings';
export const accountConfirmationOptions = '/api/account/confirmation-options';
