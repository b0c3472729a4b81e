// The audit trail: what can be recorded, how an event is shown, and the administrators' filters
// (GET /api/admin/audit and its CSV export).
import { pageFields, pageNumber } from './paging.ts';
import { singleLine } from './text.ts';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from './audit-actions.ts';
import { isoDate, reply, z } from './zod.ts';

export * from './audit-actions.ts';

/** Details never hold secrets: only short facts (a role, a count, a dataset name). */
export type AuditDetails = Record<string, string | number | boolean | null>;

/** One row of GET /api/admin/audit. */
export const auditEventSchema = reply(() =>
  z.strictObject({
    id: z.string(),
    occurredAt: isoDate,
    actorId: z.string().nullable(),
    actorEmail: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    targetId: z.string().nullable(),
    targetEmail: z.string().nullable(),
    ipAddress: z.string().nullable(),
    outcome: z.enum(AUDIT_OUTCOMES),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  }),
);
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditMessages = {
  action: 'Choose an action from the list',
  user: 'Search by at most 254 characters of an e-mail address',
  date: 'Enter a date as YYYY-MM-DD',
  range: 'The start date must be on or before the end date',
  page: 'Page must be a whole number from 1',
} as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, auditMessages.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), auditMessages.date)
  .optional();

/** The query string of GET /api/admin/audit and /api/admin/audit.csv (dates are whole UTC days). */
export const auditQuerySchema = z
  .strictObject({
    action: z.enum(AUDIT_ACTIONS, { error: auditMessages.action }).optional(),
    user: singleLine(z.string().trim().max(254, auditMessages.user), 'User').optional(),
    from: day,
    to: day,
    page: pageNumber(auditMessages.page),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: auditMessages.range,
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /api/admin/audit */
export const auditPageSchema = reply(() =>
  z.strictObject({
    events: z.array(auditEventSchema),
    ...pageFields(),
  }),
);
export type AuditPage = z.infer<typeof auditPageSchema>;
