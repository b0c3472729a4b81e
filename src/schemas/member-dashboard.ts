// What the member dashboard reads and records: the member's summary and an application launch. Apart from
// user.ts so the sign-in pages, which use user.ts, never load the Brand Persona schemas.
import { brandPersonaStatusSchema } from './brand-persona-replies.ts';
import { isoDate, reply, z } from './zod.ts';

/**
 * Where the build leaves each early-access application's card for the dashboard's function (one JSON file
 * per application, outside dist/): shipped only with that function (netlify.toml's included_files).
 */
export const EARLY_ACCESS_FOLDER = '.netlify/early-access';

/** One launch card on the dashboard, built from the applications collection at build time. */
export const dashboardApplicationSchema = reply(() =>
  z.strictObject({
    /** The collection id, also the name the launch is tracked under. */
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** The optional price, stats or features line. */
    detail: z.string().optional(),
    url: z.string(),
    isInternal: z.boolean(),
    /** Shown to members before anyone else, with the "Early access" badge: never in a public file. */
    earlyAccess: z.boolean(),
  }),
);
export type DashboardApplication = z.infer<typeof dashboardApplicationSchema>;

/** GET /api/member/dashboard: the member's summary. */
export const dashboardSummarySchema = reply(() =>
  z.strictObject({
    applicationCount: z.number().int().nonnegative(),
    /** The early-access applications' cards, in the dashboard's order: members' data, never in the page. */
    earlyAccess: z.array(dashboardApplicationSchema),
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
