// The audit trail: what can be recorded, how an event is shown, and the administrators' filters
// (GET /api/admin/audit and its CSV export).
import { pageFields, pageNumber } from './paging.ts';
import { isoDate, reply, z } from './zod.ts';

export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.two_factor_failed',
  'auth.passkey_counter_refused',
  'auth.sign_out',
  'auth.register',
  'account.profile_updated',
  'account.password_changed',
  'account.password_reset_requested',
  'account.password_reset',
  'account.verification_requested',
  'account.email_verified',
  'account.two_factor_setup_started',
  'account.two_factor_enabled',
  'account.two_factor_disabled',
  'account.recovery_code_used',
  'account.recovery_codes_regenerated',
  'account.passkey_added',
  'account.passkey_removed',
  'account.passkey_renamed',
  'account.sessions_ended',
  'account.exported',
  'account.deleted',
  'consent.recorded',
  'member.application_launched',
  'member.brand_persona_saved',
  'member.brand_persona_submitted',
  'member.brand_persona_reopened',
  'admin.user_created',
  'admin.password_reset',
  'admin.user_deleted',
  'admin.role_changed',
  'admin.sessions_ended',
  'admin.two_factor_reset',
  'admin.passkeys_removed',
  'admin.export_downloaded',
  'admin.audit_exported',
  'admin.enquiry_handled',
  'admin.enquiry_reopened',
  'admin.access_denied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

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
    user: z.string().trim().max(254, auditMessages.user).optional(),
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
