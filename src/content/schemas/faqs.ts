// faqs: the visible FAQ block and the FAQPage JSON-LD (src/content/faqs.yaml), so they are real copy.
import { z } from 'astro/zod';
import { slug, text } from './shared.ts';

export const faqSchema = z.strictObject({
  id: slug,
  order: z.int().min(1),
  question: text,
  /** Plain text (no Markdown): the same string goes into the JSON-LD. */
  answer: text,
});
