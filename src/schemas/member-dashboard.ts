// What the member dashboard reads and records: the member's summary and an application launch. Apart from
// user.ts so the sign-in pages, which use user.ts, never load the Brand Persona schemas.
import { brandPersonaStatusSchema } from './brand-persona-replies.ts';
import { isoDate, reply, z } from './zod.ts';

/** GET /api/member/dashboard: the member's summary. */
export const dashboardSummarySchema = reply(() =>
  z.strictObject({
    applicationCount: z.number().int().nonnegative(),
    /** The account's state as the Account Status card shows it. */
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    /** The sign-in before the current one (ISO 8601), or null on a first sign-in. */
    previousLoginAt: isoDate.nullable(),
    /** Where the member is with the Brand Persona questionnaire (the dashboard card's status line). */
    brandPersona: brandPersonaStatusSchema,
  }),
);
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** POST /api/member/applications/{name}/track. */
export const applicationLaunchSchema = reply(() =>
  z.strictObject({
    applicationName: z.string(),
    accessCount: z.string(),
    lastAccessed: isoDate,
  }),
);
export type ApplicationLaunch = z.infer<typeof applicationLaunchSchema>;
