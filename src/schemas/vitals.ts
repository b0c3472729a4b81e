// Real-visitor speed: the beacon a consenting visitor's page sends once it is hidden (POST /api/vitals),
// and the administrators' Site speed panel. A beacon names a page template and a device class and carries
// bounded values; nothing in it identifies anyone.
import { PAGE_TEMPLATES } from './page-templates.ts';
import { DEVICE_CLASSES, VITAL_NAMES } from './vital-thresholds.ts';
import { reply, z } from './zod.ts';

/** The largest beacon accepted: a template, a device class and five numbers fit in far less. */
export const VITALS_BODY_LIMIT = 512;
/** A minute in milliseconds: no page's paint or response takes longer and still counts. */
const MAX_MS = 60_000;

/**
 * The smallest non-zero magnitude the column (Postgres `real`, a 4-byte float) holds at full precision:
 * anything between it and zero is subnormal, and below about 1.4e-45 Postgres refuses it as out of range.
 * Every bound below is one the column can store, so a report that passes this schema can be written.
 */
export const REAL_MIN_NORMAL = 1.1754943508222875e-38;
const storable = (value: number) => value === 0 || value >= REAL_MIN_NORMAL;
const STORABLE_MESSAGE = 'Must be 0 or at least 1.2e-38 (too small a number to store)';

const milliseconds = z.number().min(0).max(MAX_MS, 'Must be at most 60000 ms').refine(storable, STORABLE_MESSAGE);

export const vitalsBeaconSchema = z
  .strictObject({
    template: z.enum(PAGE_TEMPLATES, { error: 'Must be one of the pages of this site' }),
    device: z.enum(DEVICE_CLASSES, { error: `Must be one of ${DEVICE_CLASSES.join(', ')}` }),
    LCP: milliseconds.optional(),
    INP: milliseconds.optional(),
    CLS: z.number().min(0).max(10, 'Must be at most 10').refine(storable, STORABLE_MESSAGE).optional(),
    FCP: milliseconds.optional(),
    TTFB: milliseconds.optional(),
  })
  .refine((beacon) => VITAL_NAMES.some((name) => beacon[name] !== undefined), {
    error: 'Send at least one measurement',
    path: ['LCP'],
  });
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

/** The Site speed panel's query: one device class, or every device. */
export const siteSpeedQuerySchema = z.strictObject({
  device: z
    .enum(['all', ...DEVICE_CLASSES], { error: `Must be all or one of ${DEVICE_CLASSES.join(', ')}` })
    .optional(),
});

/** The weeks the Site speed trend covers. */
export const SITE_SPEED_TREND_WEEKS = 12;
/** The window of the headline figures, as Google's field data counts them. */
export const SITE_SPEED_DAYS = 28;

const p75s = reply(() =>
  z.strictObject(
    Object.fromEntries(VITAL_NAMES.map((name) => [name, z.number().nullable()])) as Record<
      (typeof VITAL_NAMES)[number],
      z.ZodNullable<z.ZodNumber>
    >,
  ),
);

/** GET /api/admin/site-speed. */
export const siteSpeedSchema = reply(() =>
  z.strictObject({
    /** Each template with reports in the last SITE_SPEED_DAYS days: its p75 per metric and how many reports. */
    templates: z.array(z.strictObject({ template: z.string(), samples: z.number().int(), p75: p75s })),
    /** The weekly trend from the daily rollups: per metric and template, one p75 per week (null: no reports). */
    weeks: z.array(z.iso.date()),
    trend: z.record(z.string(), z.record(z.string(), z.array(z.number().nullable()))),
  }),
);
export type SiteSpeed = z.infer<typeof siteSpeedSchema>;
