// leaders: 5 people (src/content/leaders.yaml); the about section shows all, /about-leadership the three featured.
import { z } from 'astro/zod';
import { slug, text, httpsUrl } from './shared.ts';

/**
 * A leader; `image` is the collection's image() helper (astro:content), which checks the portrait and
 * optimises it at build time.
 */
export function leaderSchema<I extends z.ZodType>(image: () => I) {
  return z
    .strictObject({
      id: slug,
      /** Position in the about section, 1-5. */
      order: z.int().min(1),
      name: text,
      title: text,
      email: z.email().refine((e) => e.endsWith('@wacadvisory.co.uk'), 'must be a @wacadvisory.co.uk address'),
      /** Qualifications and memberships. */
      credentials: z.array(text).min(1),
      expertise: z.array(text).min(3),
      linkedin: httpsUrl.refine((u) => u.startsWith('https://www.linkedin.com/'), 'must be a LinkedIn URL'),
      bio: text,
      /**
       * Portrait, a path relative to leaders.yaml (e.g. ./leaders/jane-doe.jpg), optimised at build time
       * to AVIF and WebP; absent = the UI shows a monogram of the initials.
       */
      image: image().optional(),
      /** Shown on /about-leadership (exactly three leaders). */
      featured: z.boolean().default(false),
      /** Years of experience as displayed, e.g. '25+'; required for featured leaders. */
      experienceYears: z
        .string()
        .regex(/^\d+\+$/, "must look like '25+'")
        .optional(),
    })
    .refine((l) => !l.featured || l.experienceYears !== undefined, {
      message: 'featured leaders need experienceYears',
      path: ['experienceYears'],
    });
}
