// metricsBanner: 6 items rotating every 5 s above the case studies (spec "Banner item"), src/content/metrics-banner.yaml.
import { z } from 'astro/zod';
import { slug, text } from './shared.ts';
import { caseStudyCategory } from './case-studies.ts';

export const metricsBannerItem = z.strictObject({
  id: slug,
  /** Rotation position, 1-6. */
  order: z.int().min(1).max(6),
  /** Heading of the item, e.g. 'Financial Services'. */
  title: text,
  /** The case-study category the item summarises (lets the UI link it to the filter). */
  category: caseStudyCategory,
  /** The four figures, as displayed. */
  savings: text,
  value: text,
  transformations: text,
  impact: text,
  /** The label under each figure. */
  labels: z.strictObject({
    savings: text,
    value: text,
    transformations: text,
    impact: text,
  }),
});
