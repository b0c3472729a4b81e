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

/**
 * A briefing e-mail's state (docs/decisions/056): waiting → claimed (a run's lease) → being_sent (marked
 * just before the SMTP transaction) → sent | refused (the server said no) | unknown (the connection failed
 * after the message was handed over: it may have arrived, so it is never sent again) | cancelled (the member
 * unsubscribed, deleted the account, changed address or is not verified before it went).
 */
export const BRIEFING_DELIVERY_STATES = [
  'waiting',
  'claimed',
  'being_sent',
  'sent',
  'refused',
  'unknown',
  'cancelled',
] as const;
export type BriefingDeliveryState = (typeof BRIEFING_DELIVERY_STATES)[number];

/** PUT /api/account/briefings. */
export const briefingChoiceSchema = z.strictObject({
  subscribed: z.boolean({ error: 'Say whether to e-mail you new briefings (true or false).' }),
});

/** GET and PUT /api/account/briefings: the member's choice, its wording and when it was made. */
export const briefingPreferenceSchema = reply(() =>
  z.strictObject({
    subscribed: z.boolean(),
    /** Subscribed, and the address not yet confirmed: nothing is sent until it is (double opt-in). */
    awaitingVerification: z.boolean(),
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
    /** Subscribed with a confirmed address: those the next entry goes to. */
    subscribers: z.number().int().nonnegative(),
    /** Subscribed, waiting to confirm their address. */
    awaitingVerification: z.number().int().nonnegative(),
    entries: z.array(
      z.strictObject({
        slug: z.string(),
        title: z.string(),
        queuedAt: isoDate,
        /** Still to go: waiting (or refused for now, to be tried again), or claimed by a run. */
        waiting: z.number().int().nonnegative(),
        /** Being sent at this moment (or by a run that stopped, until its lease runs out). */
        sending: z.number().int().nonnegative(),
        sent: z.number().int().nonnegative(),
        refused: z.number().int().nonnegative(),
        /** May have arrived or not: never sent again. */
        unknown: z.number().int().nonnegative(),
        /** Not sent: the member unsubscribed, left, changed or had not confirmed their address. */
        cancelled: z.number().int().nonnegative(),
        /** Members who unsubscribed since the entry was queued. */
        unsubscribesSince: z.number().int().nonnegative(),
      }),
    ),
  }),
);
export type BriefingsPanel = z.infer<typeof briefingsPanelSchema>;
