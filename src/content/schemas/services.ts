// services: six Markdown files (src/content/services/*.md); frontmatter = the spec's Service entity, body = longer prose.
import { z } from 'astro/zod';
import { slug, text } from './shared.ts';

/** A service; `caseStudy` is the collection's reference('caseStudies') (astro:content), or any id schema. */
export function serviceSchema<R extends z.ZodType>(caseStudy: R) {
  return z.strictObject({
    /** Slug, equal to the file name; also the contact form's service-interest value. */
    id: slug,
    /** The service's name, as its card and its detail view show it. */
    title: text,
    /** One or two sentences for the service card. */
    summary: text,
    /** The headline benefit, with its figure. */
    quantifiedBenefit: text,
    /** Core capabilities; the detail view lists them all. */
    features: z.array(text).min(4),
    /** The detail view's main paragraph. */
    detailedDescription: text,
    /** What each reader cares about; the detail view's perspective switch (default executives). */
    userTypes: z.strictObject({
      executives: z.array(text).min(3),
      procurement: z.array(text).min(3),
      technical: z.array(text).min(3),
    }),
    /** The short success story in the detail view. */
    caseStudyHighlight: z.strictObject({
      title: text,
      /** Anonymised client, e.g. 'A FTSE 250 insurer'. */
      clientType: text,
      outcome: text,
      /** Optional full case study to link to. */
      caseStudy: caseStudy.optional(),
    }),
    /** Position on the landing page, 1-6. */
    order: z.int().min(1),
  });
}
