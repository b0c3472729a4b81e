// faqs: the visible FAQ block and the FAQPage JSON-LD (src/content/faqs.yaml), so they are real copy.
import { z } from 'astro/zod';
import { slug, text } from './shared.ts';

export const faqSchema = z.strictObject({
  /** A short name for the question in lower case with hyphens, e.g. 'how-much-does-it-cost'; unique. */
  id: slug,
  /** Position on the landing page (1 = first). */
  order: z.int().min(1),
  /** The question as a visitor would ask it, ending with a question mark. */
  question: text,
  /** Plain text (no Markdown): the same string goes into the JSON-LD. */
  answer: text,
});
