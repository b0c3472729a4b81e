// API endpoints: The administrators': users, enquiries, exports, the audit log, usage and site speed.
// Each constant is the address alone (the contract entry naming it is in ../api.ts);
// areas are cut by the pages that call them, so a page carries only the addresses it calls.
export const adminUsers = '/api/admin/users';
export const adminUser = '/api/admin/users/:userId';
export const adminUserPassword = '/api/admin/users/:userId/password';
export const adminUserSessions = '/api/admin/users/:userId/sessions';
export const adminUserTwoFactor = '/api/admin/users/:userId/two-factor';
export const adminEnquiries = '/api/admin/enquiries';
export const adminEnquiry = '/api/admin/enquiries/:id';
export const adminExport = '/api/admin/exports/:dataset';
export const adminAudit = '/api/admin/audit';
export const adminAuditExport = '/api/admin/audit/export';
export const adminUserPasskeys = '/api/admin/users/:userId/passkeys';
export const adminBriefings = '/api/admin/briefings';
export const adminUsage = '/api/admin/usage';
export const adminUsageExport = '/api/admin/usage/export';
export const adminSiteSpeed = '/api/admin/site-speed';
