// caseStudies: 18 Markdown files (src/content/case-studies/*.md), 3 per category. The body is optional extra prose.
import { z } from 'astro/zod';
import { slug, text, figure } from './shared.ts';

/** The landing page's case-study filter values, in display order ('all' is added by the UI). */
export const caseStudyCategories = [
  'enterprise-software',
  'financial-services',
  'healthcare',
  'innovation',
  'risk-mitigation',
  'corporate-restructuring',
] as const;
export type CaseStudyCategory = (typeof caseStudyCategories)[number];
export const caseStudyCategory = z.enum(caseStudyCategories);

export const caseStudySchema = z.strictObject({
  /** Slug, equal to the file name. */
  id: slug,
  /** The landing page's filter it appears under; each category has three case studies. */
  category: caseStudyCategory,
  /** The headline on the card: the result, in a short sentence (e.g. 'Four sprints, two propositions funded'). */
  title: text,
  /** Anonymised client, e.g. 'A FTSE 250 insurer'. */
  client: text,
  /** One sentence on the collapsed card. */
  summary: text,
  /** The expanded card's paragraph. */
  description: text,
  /** Headline results, 3 or 4. */
  metrics: z.array(figure).min(3).max(4),
  /** What was done, as a list on the expanded card. */
  details: z.array(text).min(3),
  /** Position in the list (1 = first); unique across the collection. */
  order: z.int().min(1),
});
