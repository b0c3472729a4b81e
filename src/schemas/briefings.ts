// Briefings by e-mail: a member's choice on /account, the one-click unsubscribe link, and what the
// administrators' Briefings panel reads. The choice's wording (briefing-wording.ts) is part of the consent
// record.
import { isoDate, reply, z } from './zod.ts';

/**
 * The built entries the briefing e-mails are sent from, written by the build (the feed's route) outside
 * dist/ and shipped with the sending function (netlify.toml's included_files): what is built is what is sent.
 */
export const BRIEFING_ENTRIES_FILE = '.netlify/briefings/entries.json';

/** One built entry, as the sender reads it. */
export interface BriefingEntry {
  slug: string;
  title: string;
  summary: string;
  audience: 'public' | 'members';
  /** YYYY-MM-DD: nothing is sent before this day. */
  publishDate: string;
}

export { BRIEFINGS_CHOICE_WORDING } from './briefing-wording.ts';

/** PUT /api/account/briefings. */
export const briefingChoiceSchema = z.strictObject({
  subscribed: z.boolean({ error: 'Say whether to e-mail you new briefings (true or false).' }),
});

/** GET and PUT /api/account/briefings: the member's choice, its wording and when it was made. */
export const briefingPreferenceSchema = reply(() =>
  z.strictObject({
    subscribed: z.boolean(),
    wording: z.string(),
    /** When the member last changed their mind (ISO 8601), or null if they never chose. */
    changedAt: isoDate.nullable(),
  }),
);
export type BriefingPreference = z.infer<typeof briefingPreferenceSchema>;

/** The one-click unsubscribe link's query: its signed token, a member's id and a 43-character signature. */
export const unsubscribeQuerySchema = z.strictObject({
  /** Without one, the link is not found (404); one of another form is refused (400); an unsigned one, 404. */
  token: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[\w-]{43}$/, {
      error: 'This is not an unsubscribe link.',
    })
    .default(''),
});

/** GET /api/admin/briefings: subscribers, and each entry's send. */
export const briefingsPanelSchema = reply(() =>
  z.strictObject({
    subscribers: z.number().int().nonnegative(),
    entries: z.array(
      z.strictObject({
        slug: z.string(),
        title: z.string(),
        queuedAt: isoDate,
        queued: z.number().int().nonnegative(),
        sent: z.number().int().nonnegative(),
        failed: z.number().int().nonnegative(),
        /** Members who unsubscribed since the entry was queued. */
        unsubscribesSince: z.number().int().nonnegative(),
      }),
    ),
  }),
);
export type BriefingsPanel = z.infer<typeof briefingsPanelSchema>;
