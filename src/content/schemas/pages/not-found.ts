// The 404 page, and the one for an address that looks like an application but is not one.
import { z } from 'astro/zod';
import { text, link, linkTo, seo } from '../shared.ts';

/** The 404 page. */
export const notFoundPage = z.strictObject({
  page: z.literal('not-found'),
  seo,
  heading: text,
  text,
  homeLink: linkTo('/'),
  secondaryLinks: z.array(link),
});

/** Shown for /{something.with.a.dot} that is not one of the five embedded applications. */
export const applicationNotFoundPage = z.strictObject({
  page: z.literal('application-not-found'),
  seo,
  heading: text,
  text,
  button: linkTo('/access-request'),
});
