// The dashboard's usage copy (dashboard.yaml): the member's own activity, the administrators' Usage and
// Site speed panels, and what every chart says around its drawing.
import { z } from 'astro/zod';
import { BRIEFING_CHANGES, USAGE_CHARTS } from '../../../schemas/usage.ts';
import { text } from '../shared.ts';

/** A text for each of `keys`. */
const textFor = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

/** Around every chart: its controls, its table's headings, and its text summary's sentences. */
export const chartCopy = z.strictObject({
  showTable: text,
  downloadCsv: text,
  week: text,
  noValue: text,
  total: text,
  summary: z.strictObject({
    counts: text.includes('{total}').includes('{weeks}').includes('{busiestWeek}').includes('{latest}'),
    largest: text.includes('{series}').includes('{count}'),
    none: text.includes('{weeks}'),
  }),
});

/** The member's "Your activity" section. */
export const activityCopy = z.strictObject({
  heading: text,
  intro: text,
  loading: text,
  fetchFailed: text,
  empty: text,
  columns: z.strictObject({ application: text, launches: text, lastLaunched: text }),
  chartTitle: text,
});

/** The administrators' Usage panel. */
export const usageCopy = z.strictObject({
  heading: text,
  intro: text,
  period: z.strictObject({ label: text, option: text.includes('{weeks}') }),
  loading: text,
  fetchFailed: text,
  /** Each chart's title. */
  charts: textFor(USAGE_CHARTS),
  /** The single series of a chart that counts one thing, in its table. */
  total: text,
  consentMethods: z.strictObject({ accept_all: text, reject_all: text, customize: text }),
  /** The briefings chart's series. */
  briefingChanges: textFor(BRIEFING_CHANGES),
});

/** The administrators' Site speed panel. */
export const siteSpeedCopy = z.strictObject({
  heading: text,
  intro: text,
  /** The name of the table's scrolling region (the panel's own name is the heading). */
  tableLabel: text,
  device: z.strictObject({
    label: text,
    all: text,
    slow: text,
    phone: text,
    tablet: text,
    desktop: text,
  }),
  loading: text,
  fetchFailed: text,
  empty: text,
  columns: z.strictObject({ template: text, samples: text }),
  ratings: z.strictObject({ good: text, 'needs-improvement': text, poor: text }),
  trend: z.strictObject({ metric: text, title: text.includes('{metric}'), summary: text.includes('{metric}') }),
  metrics: z.strictObject({ LCP: text, INP: text, CLS: text, FCP: text, TTFB: text }),
});
