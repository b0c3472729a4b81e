// reviews: visible testimonials and Review JSON-LD (src/content/reviews.yaml), so they are real copy.
import { z } from 'astro/zod';
import { slug, text } from './shared.ts';

/** A review; `service` is the collection's reference('services') (astro:content), or any id schema. */
export function reviewSchema<R extends z.ZodType>(service: R) {
  return z.strictObject({
    id: slug,
    order: z.int().min(1),
    /** The testimonial, plain text. */
    quote: text,
    /** Anonymised author, e.g. 'Chief Operating Officer'. */
    authorRole: text,
    /** e.g. 'FTSE 250 insurer'. */
    organisationType: text,
    rating: z.literal(5),
    /** Date for Review.datePublished, written YYYY-MM-DD (YAML dates and quoted strings both work). */
    datePublished: z.coerce.date(),
    /** The service the review is about, if any. */
    service: service.optional(),
  });
}
