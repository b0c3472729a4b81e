// The API contract's administrators' operations (api.ts spreads them into the one contract): the user
// list and each user's role, password, sessions and second factor, the enquiries inbox, the exports and
// the audit log.
import { auditPageSchema, auditQuerySchema } from './audit.ts';
import { createUserSchema, resetPasswordSchema } from './auth.ts';
import { enquiryPageSchema, enquirySchema } from './contact-replies.ts';
import { enquiryListQuerySchema, enquiryUpdateSchema } from './contact.ts';
import { messageSchema } from './account.ts';
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
import { administrator, download, json, jsonBody, none, write } from './api-operation.ts';

export const administratorContract = {
  'admin-briefings': {
    GET: { access: 'administrator', reply: json(briefingsPanelSchema), status: 200, errors: administrator },
  },
  'admin-users': {
    GET: {
      access: 'administrator',
      query: userListQuerySchema,
      reply: json(adminUserPageSchema),
      status: 200,
      errors: [...administrator, 'validation_failed'],
    },
    POST: {
      access: 'administrator',
      body: createUserSchema,
      reply: json(adminUserSchema),
      status: 201,
      errors: [...administrator, ...jsonBody, 'conflict'],
    },
  },
  'admin-user': {
    PATCH: {
      access: 'administrator',
      body: roleChangeSchema,
      maxBytes: 1024,
      reply: json(adminUserSchema),
      status: 200,
      errors: [...administrator, ...jsonBody, 'not_found', 'conflict'],
    },
    DELETE: {
      access: 'administrator',
      reply: none,
      status: 204,
      errors: [...administrator, ...write, 'not_found', 'conflict'],
    },
  },
  'admin-user-password': {
    PUT: {
      access: 'administrator',
      body: resetPasswordSchema,
      reply: json(messageSchema),
      status: 200,
      errors: [...administrator, ...jsonBody, 'not_found'],
    },
  },
  'admin-user-sessions': {
    GET: {
      access: 'administrator',
      reply: json(z.array(adminUserSessionSchema)),
      status: 200,
      errors: [...administrator, 'not_found'],
    },
    DELETE: {
      access: 'administrator',
      reply: json(adminSessionsEndedSchema),
      status: 200,
      errors: [...administrator, ...write, 'not_found'],
    },
  },
  'admin-user-two-factor': {
    DELETE: {
      access: 'administrator',
      reply: none,
      status: 204,
      errors: [...administrator, ...write, 'not_found', 'conflict'],
    },
  },
  'admin-enquiries': {
    GET: {
      access: 'administrator',
      query: enquiryListQuerySchema,
      reply: json(enquiryPageSchema),
      status: 200,
      errors: [...administrator, 'validation_failed'],
    },
  },
  'admin-enquiry': {
    PATCH: {
      access: 'administrator',
      body: enquiryUpdateSchema,
      maxBytes: 1024,
      reply: json(enquirySchema),
      status: 200,
      errors: [...administrator, ...jsonBody, 'not_found'],
    },
  },
  'admin-export': {
    GET: { access: 'administrator', reply: download, status: 200, errors: [...administrator, 'not_found'] },
  },
  'admin-audit': {
    GET: {
      access: 'administrator',
      query: auditQuerySchema,
      reply: json(auditPageSchema),
      status: 200,
      errors: [...administrator, 'validation_failed'],
    },
  },
  'admin-audit-export': {
    GET: {
      access: 'administrator',
      query: auditQuerySchema,
      reply: download,
      status: 200,
      errors: [...administrator, 'validation_failed'],
    },
  },
} as const;
