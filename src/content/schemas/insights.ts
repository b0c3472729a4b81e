// insights: the firm's articles, Markdown files in src/content/insights/ (the file name is the address,
// /insights/<file name>). Reading time is computed from the body (src/lib/insights.ts), never typed.
import { z } from 'astro/zod';
import { text } from './shared.ts';

/**
 * What an article is about: the six services (their ids in src/content/services/) and the firm's themes.
 * The labels people see are in src/content/pages/insights.yaml (`topics`).
 */
export const insightTopics = [
  'agentic-ai-solutions',
  'business-transformation',
  'enterprise-technology',
  'innovation-sprints',
  'leadership-advisory',
  'risk-compliance',
  'ai-governance',
  'data',
  'regulation',
  'procurement',
] as const;
export type InsightTopic = (typeof insightTopics)[number];
export const insightTopic = z.enum(insightTopics);

/**
 * Who may read an article whole: `public` (everyone) or `members` (signed-in members; visitors see the
 * headline, summary, byline and first paragraph, and a call to sign in).
 */
export const insightAudiences = ['public', 'members'] as const;

/** Longest summary: it is the cards' text, the meta description and the feed's description. */
export const INSIGHT_SUMMARY_MAX = 200;

/**
 * An article. `leader` is the collection's reference('leaders') (astro:content), or any id schema; `image`
 * the collection's image() helper, which checks the hero image and optimises it at build time.
 */
export function insightSchema<R extends z.ZodType, I extends z.ZodType>(leader: R, image: () => I) {
  return z
    .strictObject({
      /** The article's headline, also its page title and the preview image's text. */
      title: text.max(110),
      /** One or two sentences for the cards, the search result (meta description) and the feed. */
      summary: text.min(50).max(INSIGHT_SUMMARY_MAX),
      /** The leader who wrote it: their portrait and profile link form the byline. */
      author: leader,
      /** Other leaders who wrote it with the author. */
      coAuthors: z.array(leader).optional(),
      /** One to three topics; related articles share them. */
      topics: z.array(insightTopic).min(1).max(3),
      /** Date first published (YYYY-MM-DD); the list is newest first. */
      publishDate: z.coerce.date(),
      /** Date of the last substantive change, if any (YYYY-MM-DD). */
      updatedDate: z.coerce.date().optional(),
      /** Optional picture at the top of the article, uploaded to src/assets/insights/ and optimised at build time. */
      heroImage: image().optional(),
      /** Text alternative of the hero image (required with one). */
      heroImageAlt: text.optional(),
      /**
       * Who reads it whole. members: visitors see the headline, summary, byline and first paragraph, and a
       * call to sign in; signed-in members read the rest at the same address. public: everyone.
       */
      audience: z.enum(insightAudiences).default('public'),
      /** A draft is never built: it appears on no page, feed or sitemap. */
      draft: z.boolean().default(false),
    })
    .refine((a) => a.heroImage === undefined || a.heroImageAlt !== undefined, {
      message: 'an article with a hero image needs heroImageAlt',
      path: ['heroImageAlt'],
    })
    .refine((a) => a.updatedDate === undefined || a.updatedDate >= a.publishDate, {
      message: 'updatedDate must not be before publishDate',
      path: ['updatedDate'],
    });
}
