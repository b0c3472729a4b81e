// Where a member is signed in: shared by the member's own sessions list and an administrator's view of a
// user's sessions, so neither schema module needs the other.
import { isoDate, reply, z } from './zod.ts';

/** One entry of GET /api/account/sessions. */
export const accountSessionSchema = reply(() =>
  z.strictObject({
    /** The session's public id (DELETE /api/account/sessions/{id}). */
    id: z.string(),
    /** 'Chrome 126', or null when the browser did not say. */
    browser: z.string().nullable(),
    /** 'macOS 14.5', or null. */
    os: z.string().nullable(),
    /** The network signed in from, truncated: '203.0.113.0'. */
    ipAddress: z.string().nullable(),
    signedInAt: isoDate,
    lastActiveAt: isoDate,
    /** The session of the browser asking. */
    current: z.boolean(),
  }),
);
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** `{ ended }`: how many sessions a sign-out everywhere ended (the member's own, or an administrator's). */
export const sessionsEndedSchema = reply(() => z.strictObject({ ended: z.number().int().nonnegative() }));
