// API endpoints: The administrators': users, enquiries, exports and the audit log.
// One module per area, so a page's bundle holds only the areas its islands call (see ../api-routes.ts).
import type { ApiRoute } from './route.ts';

export const adminUsers = {
  name: 'admin-users',
  path: '/api/admin/users',
  methods: ['GET', 'POST'],
} as const satisfies ApiRoute;
export const adminUser = {
  name: 'admin-user',
  path: '/api/admin/users/:userId',
  methods: ['PATCH', 'DELETE'],
} as const satisfies ApiRoute;
export const adminUserPassword = {
  name: 'admin-user-password',
  path: '/api/admin/users/:userId/password',
  methods: ['PUT'],
} as const satisfies ApiRoute;
export const adminUserSessions = {
  name: 'admin-user-sessions',
  path: '/api/admin/users/:userId/sessions',
  methods: ['GET', 'DELETE'],
} as const satisfies ApiRoute;
export const adminUserTwoFactor = {
  name: 'admin-user-two-factor',
  path: '/api/admin/users/:userId/two-factor',
  methods: ['DELETE'],
} as const satisfies ApiRoute;
export const adminEnquiries = {
  name: 'admin-enquiries',
  path: '/api/admin/enquiries',
  methods: ['GET'],
} as const satisfies ApiRoute;
export const adminEnquiry = {
  name: 'admin-enquiry',
  path: '/api/admin/enquiries/:id',
  methods: ['PATCH'],
} as const satisfies ApiRoute;
export const adminExport = {
  name: 'admin-export',
  path: '/api/admin/exports/:dataset',
  methods: ['GET'],
} as const satisfies ApiRoute;
export const adminAudit = {
  name: 'admin-audit',
  path: '/api/admin/audit',
  methods: ['GET'],
} as const satisfies ApiRoute;
export const adminAuditExport = {
  name: 'admin-audit-export',
  path: '/api/admin/audit/export',
  methods: ['GET'],
} as const satisfies ApiRoute;
