// applications: every application the product mentions, in one YAML file (src/content/applications.yaml).
import { z } from 'astro/zod';
import { DASHBOARD_APPLICATION_IDS, EMBEDDED_APP_HOSTS, SHOWCASE_PREVIEWS } from '../../schemas/applications.ts';
import { text, httpsUrl, sitePath, figure, contactInterest, slug } from './shared.ts';

/**
 * An application's id: one of src/schemas/applications.ts. The editor's configuration (a public file) shows
 * it as a slug to type, not a list to pick from, so it names no early-access application; the build refuses
 * any other id.
 */
const applicationId = slug.pipe(z.enum(DASHBOARD_APPLICATION_IDS));

/** What a showcase button does. */
const showcaseButton = z.discriminatedUnion('action', [
  /** Opens the application's own site (its `url`) in a new tab (rel="noopener noreferrer"). */
  z.strictObject({ label: text, action: z.literal('external') }),
  /** Goes to a page of this site. */
  z.strictObject({ label: text, action: z.literal('internal'), href: sitePath }),
  /** Goes to /#contact with the service interest preselected and, optionally, a message drafted. */
  z.strictObject({
    label: text,
    action: z.literal('contact'),
    interest: contactInterest,
    message: text.optional(),
  }),
]);

export const application = z
  .strictObject({
    /** One of src/schemas/applications.ts; also the name sent to POST /api/member/applications/{id}/track. */
    id: applicationId,
    name: text,
    /** One or two sentences: card text and the landing hover panel. */
    description: text,
    /** Absolute https URL of the application, or a site path for internal ones (Brand Persona). */
    url: z.union([httpsUrl, sitePath]),
    /** Short text for the card's tooltip / accessible description. */
    tooltip: text,
    /** The optional line under a dashboard card: at most one of price, stats or features. */
    price: text.optional(),
    stats: text.optional(),
    features: text.optional(),
    sector: text,
    fullDescription: text,
    /** The landing hover panel shows the first four. */
    keyFeatures: z.array(text).min(4),
    targetAudience: text,
    /** true: a page of this site (opened in the same tab); false: an external site (new tab). */
    isInternal: z.boolean(),

    /**
     * Early access: shown only on members' dashboards, marked "Early access", and on no public page (the
     * landing page, showcase, sitemap, structured data) until this is turned off.
     */
    earlyAccess: z.boolean().default(false),
    /** Position among the 7 landing-page cards; absent = not on the landing page. */
    landingOrder: z.int().min(1).max(7).optional(),
    /** The dashboard's highlighted launch card (exactly one application). */
    dashboardHighlight: z
      .strictObject({
        badge: text,
        headline: text,
        text: text,
        buttonLabel: text,
      })
      .optional(),
    /** Position among the 5 live applications on /access-request; absent = not listed. */
    accessOrder: z.int().min(1).max(5).optional(),
    /** /access-request: the pricing or coverage line (required with accessOrder). */
    accessSummary: text.optional(),
    /** The embedded-app route, /{embedSlug}; only the five live applications have one. */
    embedSlug: z.enum(EMBEDDED_APP_HOSTS).optional(),
    /** The showcase page /showcase/{slug}. */
    showcase: z
      .strictObject({
        slug: applicationId,
        headline: text,
        /** Portfolio badge text above the headline. */
        badge: text,
        /** Intro paragraph under the headline. */
        intro: text,
        /** The spec's figures for this page, in order. */
        figures: z.array(figure).min(1),
        /** The illustrated product screen drawn beside the figures. */
        preview: z.enum(SHOWCASE_PREVIEWS),
        buttons: z.array(showcaseButton),
      })
      .optional(),
  })
  .superRefine((app, ctx) => {
    const lines = [app.price, app.stats, app.features].filter((v) => v !== undefined);
    if (lines.length > 1) {
      ctx.addIssue({ code: 'custom', message: 'set at most one of price, stats and features' });
    }
    if (app.isInternal !== app.url.startsWith('/')) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'internal applications need a site path, external ones an https URL',
      });
    }
    if (app.isInternal && app.showcase?.buttons.some((button) => button.action === 'external')) {
      ctx.addIssue({
        code: 'custom',
        path: ['showcase', 'buttons'],
        message: "an 'external' button opens the application's own site, which an internal application lacks",
      });
    }
    if (app.showcase && app.showcase.slug !== app.id) {
      ctx.addIssue({
        code: 'custom',
        path: ['showcase', 'slug'],
        message: "a showcase's slug is its application's id",
      });
    }
    if ((app.accessOrder === undefined) !== (app.accessSummary === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['accessSummary'], message: 'accessOrder and accessSummary go together' });
    }
    if (app.embedSlug !== undefined && app.url !== `https://${app.embedSlug}`) {
      ctx.addIssue({
        code: 'custom',
        path: ['embedSlug'],
        message: `an embedded application's url must be https://${app.embedSlug}`,
      });
    }
  });
