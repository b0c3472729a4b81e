// The API contract's administrators' entries (api.ts spreads them into the one contract): the user list
// and each user's role, password, sessions and second factor, the enquiries inbox, the exports and the
// audit log.
import { messageSchema } from './account.ts';
import { download, json, none } from './api-operation.ts';
import { enquiryIdParam, exportDatasetParam, userIdParam } from './api-params.ts';
import * as routes from './api-routes/admin.ts';
import { auditPageSchema, auditQuerySchema } from './audit.ts';
import { createUserSchema, resetPasswordSchema } from './auth.ts';
import { enquiryPageSchema, enquirySchema } from './contact-replies.ts';
import { enquiryListQuerySchema, enquiryUpdateSchema } from './contact.ts';
import {
  adminSessionsEndedSchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUserSessionSchema,
  roleChangeSchema,
  userListQuerySchema,
} from './user.ts';
import { briefingsPanelSchema } from './briefings.ts';
import { z } from './zod.ts';

export const administratorContract = {
  'admin-briefings': {
    path: routes.adminBriefings,
    GET: { access: 'administrator', reply: json(briefingsPanelSchema), status: 200 },
  },
  'admin-users': {
    path: routes.adminUsers,
    GET: { access: 'administrator', query: userListQuerySchema, reply: json(adminUserPageSchema), status: 200 },
    POST: {
      access: 'administrator',
      proof: 'recentFactor',
      body: createUserSchema,
      reply: json(adminUserSchema),
      status: 201,
      errors: ['conflict'],
      example: () => ({
        email: `added-${crypto.randomUUID()}@example.com`,
        password: 'quiet-harbour-lantern-9',
        firstName: 'Ada',
        lastName: 'Lovelace',
      }),
      audit: ['admin.user_created'],
    },
  },
  'admin-user': {
    path: routes.adminUser,
    params: { userId: userIdParam },
    PATCH: {
      access: 'administrator',
      proof: 'recentFactor',
      body: roleChangeSchema,
      maxBytes: 1024,
      reply: json(adminUserSchema),
      status: 200,
      // The last administrator keeps the role.
      errors: ['conflict'],
      example: () => ({ role: 'admin' }),
      audit: ['admin.role_changed'],
    },
    // Nobody deletes themselves or the last administrator.
    DELETE: {
      access: 'administrator',
      proof: 'recentFactor',
      reply: none,
      status: 204,
      errors: ['conflict'],
      audit: ['admin.user_deleted'],
    },
  },
  'admin-user-password': {
    path: routes.adminUserPassword,
    params: { userId: userIdParam },
    PUT: {
      access: 'administrator',
      proof: 'recentFactor',
      body: resetPasswordSchema,
      reply: json(messageSchema),
      status: 200,
      example: () => ({ password: 'quiet-harbour-lantern-9' }),
      audit: ['admin.password_reset'],
    },
  },
  'admin-user-sessions': {
    path: routes.adminUserSessions,
    params: { userId: userIdParam },
    GET: { access: 'administrator', reply: json(z.array(adminUserSessionSchema)), status: 200 },
    DELETE: {
      access: 'administrator',
      reply: json(adminSessionsEndedSchema),
      status: 200,
      audit: ['admin.sessions_ended'],
    },
  },
  'admin-user-two-factor': {
    path: routes.adminUserTwoFactor,
    params: { userId: userIdParam },
    DELETE: {
      access: 'administrator',
      proof: 'recentFactor',
      reply: none,
      status: 204,
      errors: ['conflict'],
      audit: ['admin.two_factor_reset'],
    },
  },
  'admin-enquiries': {
    path: routes.adminEnquiries,
    GET: { access: 'administrator', query: enquiryListQuerySchema, reply: json(enquiryPageSchema), status: 200 },
  },
  'admin-enquiry': {
    path: routes.adminEnquiry,
    params: { id: enquiryIdParam },
    PATCH: {
      access: 'administrator',
      body: enquiryUpdateSchema,
      maxBytes: 1024,
      reply: json(enquirySchema),
      status: 200,
      example: () => ({ handled: true }),
      audit: ['admin.enquiry_handled'],
    },
  },
  'admin-export': {
    path: routes.adminExport,
    params: { dataset: exportDatasetParam },
    GET: { access: 'administrator', reply: download, status: 200 },
  },
  'admin-audit': {
    path: routes.adminAudit,
    GET: { access: 'administrator', query: auditQuerySchema, reply: json(auditPageSchema), status: 200 },
  },
  'admin-audit-export': {
    path: routes.adminAuditExport,
    GET: { access: 'administrator', query: auditQuerySchema, reply: download, status: 200 },
  },
} as const;
