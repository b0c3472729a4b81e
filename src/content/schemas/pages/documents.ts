// The long-form pages: /privacy-policy and /terms.
import { z } from 'astro/zod';
import { text, seo, documentSection } from '../shared.ts';

/** What both documents open with. */
const documentHeading = {
  seo,
  heading: text,
  lastUpdated: text,
  intro: z.array(text).min(1),
  /** Heading of the list of sections. */
  contentsLabel: text,
};

/** No two sections share an anchor id. */
const uniqueIds = (sections: { id: string }[]) => new Set(sections.map((x) => x.id)).size === sections.length;

/** /privacy-policy: exactly 12 numbered sections, one of them 'cookies'. */
export const privacyPolicyPage = z.strictObject({
  page: z.literal('privacy-policy'),
  ...documentHeading,
  /** Labels of the cookie table; its rows come from storageCatalogue in src/schemas/storage.ts. */
  cookieTable: z.strictObject({
    columns: z.strictObject({ name: text, kind: text, provider: text, purpose: text, duration: text }),
    kinds: z.strictObject({ cookie: text, localStorage: text, sessionStorage: text }),
    /** One heading and explanation per consent category, in the cookie banner's order. */
    categories: z.strictObject({
      essential: z.strictObject({ title: text, text }),
      analytics: z.strictObject({ title: text, text }),
      marketing: z.strictObject({ title: text, text }),
      functional: z.strictObject({ title: text, text }),
    }),
    /** Shown for a category with nothing in the catalogue. */
    emptyCategory: text,
  }),
  /** Numbered 1-12 in this order. */
  sections: z
    .array(documentSection)
    .length(12)
    .refine((s) => s.filter((x) => x.id === 'cookies' && x.showCookieTable).length === 1, {
      message: "exactly one section must have id 'cookies' and showCookieTable: true",
    })
    .refine(uniqueIds, { message: 'section ids must be unique' }),
});

/** /terms. */
export const termsPage = z.strictObject({
  page: z.literal('terms'),
  ...documentHeading,
  sections: z
    .array(documentSection)
    .min(1)
    .refine(uniqueIds, { message: 'section ids must be unique' }),
});
