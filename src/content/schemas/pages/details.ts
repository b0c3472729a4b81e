// The pages the landing page links to for more: case study, service areas, leadership, access to the applications.
import { z } from 'astro/zod';
import { text, figure, linkTo, seo } from '../shared.ts';

/** /case-study-details: one featured case study. */
export const caseStudyDetailsPage = z.strictObject({
  page: z.literal('case-study-details'),
  seo,
  badge: text,
  title: text,
  client: text,
  sector: text,
  duration: text,
  /** Labels of the client, sector and duration facts. */
  factLabels: z.strictObject({ client: text, sector: text, duration: text }),
  summary: text,
  challenge: z.strictObject({ heading: text, paragraphs: z.array(text).min(1), points: z.array(text) }),
  solution: z.strictObject({ heading: text, paragraphs: z.array(text).min(1), points: z.array(text) }),
  results: z.strictObject({ heading: text, metrics: z.array(figure).length(4) }),
  timeline: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ period: text, title: text, text })).length(4),
  }),
  quote: z.strictObject({ text, authorRole: text, organisation: text }),
  cta: z.strictObject({ heading: text, text, button: linkTo('/#contact') }),
  backLink: linkTo('/#case-studies'),
});

/** /service-details. */
const serviceAreaDurations = ['6-12 weeks', '8-16 weeks', '12-24 weeks', '16-32 weeks'] as const;
/** `service` is the pages collection's reference('services') (astro:content), or any id schema. */
export function serviceDetailsPage<R extends z.ZodType>(service: R) {
  return z.strictObject({
    page: z.literal('service-details'),
    seo,
    heading: text,
    intro: text,
    areasHeading: text,
    /** Heading of each area's list of deliverables. */
    deliverablesLabel: text,
    /** The four service areas, in order, with the spec's durations: 6-12, 8-16, 12-24, 16-32 weeks. */
    areas: z
      .array(
        z.strictObject({
          title: text,
          duration: z.enum(serviceAreaDurations),
          summary: text,
          deliverables: z.array(text).min(3),
          /** The matching service on the landing page, if there is one. */
          service: service.optional(),
        }),
      )
      .length(4)
      .refine((areas) => areas.every((a, i) => a.duration === serviceAreaDurations[i]), {
        message: `durations must be, in order: ${serviceAreaDurations.join(', ')}`,
      }),
    phasesHeading: text,
    phasesIntro: text,
    phases: z.tuple([
      z.strictObject({ name: text, summary: text, activities: z.array(text).min(3) }),
      z.strictObject({ name: text, summary: text, activities: z.array(text).min(3) }),
      z.strictObject({ name: text, summary: text, activities: z.array(text).min(3) }),
      z.strictObject({ name: text, summary: text, activities: z.array(text).min(3) }),
    ]),
    pricing: z.strictObject({
      heading: text,
      paragraphs: z.array(text).min(1),
      points: z.array(text),
      button: linkTo('/#contact'),
    }),
    links: z.strictObject({
      contact: linkTo('/#contact'),
      caseStudy: linkTo('/case-study-details'),
    }),
  });
}
/** /about-leadership (profiles come from leaders where featured). */
export const aboutLeadershipPage = z.strictObject({
  page: z.literal('about-leadership'),
  seo,
  heading: text,
  intro: text,
  heritage: z.strictObject({ heading: text, paragraphs: z.array(text).min(1) }),
  leadership: z.strictObject({
    heading: text,
    intro: text,
    experienceLabel: text,
    credentialsLabel: text,
    expertiseLabel: text,
    emailLabel: text,
    profileLinkLabel: text,
  }),
  /** The other leaders who write for Insights, profiled after the featured three (shown when they have articles). */
  authors: z.strictObject({ heading: text, intro: text }),
  values: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ title: text, text })).length(4),
  }),
  approach: z.strictObject({
    heading: text,
    paragraphs: z.array(text).min(1),
    principles: z.array(z.strictObject({ title: text, text })),
  }),
  cta: z.strictObject({ heading: text, text, button: linkTo('/#contact') }),
});

/** /access-request (the applications come from the applications collection, accessOrder). */
export const accessRequestPage = z.strictObject({
  page: z.literal('access-request'),
  seo,
  heading: text,
  intro: text,
  pricingLabel: text,
  featuresLabel: text,
  /** Label of each application's link to its embedded route. */
  accessButton: text,
  /** Label of the secondary link to the external site. */
  externalButton: text,
  cta: z.strictObject({
    heading: text,
    text,
    contact: linkTo('/#contact'),
    services: linkTo('/service-details'),
  }),
});
