// Usage the members and administrators can see: a member's own launches, and the administrators' weekly
// figures. Weeks start on Monday at 00:00 UTC and are named by that day ('2026-11-23').
import { isoDate, reply, z } from './zod.ts';

/** The weeks a member's own activity chart covers. */
export const MEMBER_ACTIVITY_WEEKS = 12;

/** The periods the administrators' Usage panel offers, in weeks. */
export const USAGE_PERIODS = [4, 12, 52] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];

/** A week, by the date of its Monday. */
const weekDate = reply(() => z.iso.date());

/** GET /api/member/activity: each application the member has opened, and their launches per week. */
export const memberActivitySchema = reply(() =>
  z.strictObject({
    applications: z.array(
      z.strictObject({
        applicationName: z.string(),
        launches: z.number().int().nonnegative(),
        lastLaunchedAt: isoDate,
      }),
    ),
    /** The last MEMBER_ACTIVITY_WEEKS weeks, oldest first, each with its launches per application. */
    weeks: z.array(z.strictObject({ week: weekDate, launches: z.record(z.string(), z.number().int().positive()) })),
  }),
);
export type MemberActivity = z.infer<typeof memberActivitySchema>;

/** The Usage panel's query: the period in weeks. */
export const usageQuerySchema = z.strictObject({
  weeks: z.enum(USAGE_PERIODS.map(String) as ['4', '12', '52'], {
    error: `Choose a period of ${USAGE_PERIODS.join(', ')} weeks`,
  }),
});

/** The Usage panel's charts, each a series of weekly values by a key (an application, a method, ...). */
export const USAGE_CHARTS = ['activeMembers', 'newAccounts', 'launches', 'consent', 'enquiries', 'briefings'] as const;
export type UsageChart = (typeof USAGE_CHARTS)[number];

/** The briefings chart's series: members who began or stopped getting briefings by e-mail that week. */
export const BRIEFING_CHANGES = ['subscribed', 'unsubscribed'] as const;

/** The CSV download of one chart. */
export const usageExportQuerySchema = usageQuerySchema.extend({
  chart: z.enum(USAGE_CHARTS, { error: `Choose one of the charts: ${USAGE_CHARTS.join(', ')}` }),
});

/** One chart's numbers: for each key (series), one count per week, in the order of `weeks`. */
const seriesSchema = reply(() => z.record(z.string(), z.array(z.number().int().nonnegative())));

/** GET /api/admin/usage. */
export const usagePanelSchema = reply(() =>
  z.strictObject({
    weeks: z.array(weekDate),
    charts: z.strictObject(
      Object.fromEntries(USAGE_CHARTS.map((chart) => [chart, seriesSchema])) as Record<UsageChart, typeof seriesSchema>,
    ),
  }),
);
export type UsagePanel = z.infer<typeof usagePanelSchema>;
