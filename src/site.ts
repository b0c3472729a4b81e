/**
 * Site-wide facts: brand, addresses, URLs and the navigation's targets, which more than one page,
 * layout or island needs. One typed source; import `site` (values) or the types below. Words shown
 * to visitors live in `src/content/` instead (the header's, navigation's and footer's in ui.yaml).
 */

/** A landing-page section the navigation links to; its label is `nav.{section}` in src/content/ui.yaml. */
export type NavSection = 'home' | 'services' | 'applications' | 'about' | 'contact';

/** A page of its own the navigation links to; its label is `nav.{page}` in src/content/ui.yaml. */
export type NavPage = 'insights';

export interface PostalAddress {
  /** Building and street, as printed on the first line(s) of an envelope. */
  readonly streetAddress: string;
  /** Town. */
  readonly addressLocality: string;
  /** County. */
  readonly addressRegion: string;
  readonly postalCode: string;
  /** Country name as shown to visitors. */
  readonly addressCountry: string;
  /** ISO 3166-1 alpha-2 code, for JSON-LD. */
  readonly countryCode: string;
}

export interface SocialProfile {
  /** Network name, e.g. 'LinkedIn'. */
  readonly network: string;
  readonly href: string;
}

export interface SiteConfig {
  /** Brand name, used in titles ('Page | WAC Advisory') and the header. */
  readonly name: string;
  readonly legalName: string;
  readonly tagline: string;
  /** Default meta description for pages that do not set their own. */
  readonly description: string;
  /** Default meta keywords. */
  readonly keywords: readonly string[];
  /** Canonical origin, no trailing slash. */
  readonly url: string;
  readonly foundingYear: number;
  /** BCP 47 language tag for <html lang>. */
  readonly lang: string;
  /** Open Graph locale. */
  readonly locale: string;
  readonly seo: {
    /** Title of the home page and of any page without its own title. */
    readonly defaultTitle: string;
    /** Title pattern for every other page; '%s' is the page title. */
    readonly titleTemplate: string;
    /** Default Open Graph image, a path under public/. */
    readonly defaultOgImage: string;
    readonly defaultOgImageAlt: string;
  };
  readonly contact: {
    readonly email: string;
    readonly address: PostalAddress;
    /** The spec's reply promise, shown in the contact section. */
    readonly replyPromise: string;
  };
  readonly social: readonly SocialProfile[];
  /**
   * The navigation's links, in order: landing-page sections (signed out a link is '/#{section}'; signed in
   * '/public#{section}') and pages of their own (navPages).
   */
  readonly nav: readonly (NavSection | NavPage)[];
  /** The addresses of the pages in the navigation. */
  readonly navPages: { readonly [page in NavPage]: string };
  /** Where the navigation's member buttons go. */
  readonly memberLinks: { readonly login: string; readonly dashboard: string };
}

const name = 'WAC Advisory';
const tagline = 'Traditional Values, Cutting Edge Delivery';

export const site = {
  name,
  legalName: `${name} Ltd`,
  tagline,
  description:
    'UK business transformation and AI advisory. WAC Advisory helps boards, procurement and technology leaders deliver measurable change, from operating model redesign to agentic AI.',
  keywords: [
    'business transformation consultancy',
    'AI advisory UK',
    'agentic AI solutions',
    'innovation sprints',
    'risk and compliance consulting',
    'enterprise technology advisory',
    'leadership advisory',
    'process optimisation',
    'Kent consultancy',
  ],
  url: 'https://www.wacadvisory.co.uk',
  foundingYear: 2024,
  lang: 'en-GB',
  locale: 'en_GB',
  seo: {
    defaultTitle: `${name} | ${tagline}`,
    titleTemplate: `%s | ${name}`,
    defaultOgImage: '/og-image.png',
    defaultOgImageAlt: `${name}: ${tagline}`,
  },
  contact: {
    email: 'info@wacadvisory.co.uk',
    address: {
      streetAddress: 'Kings Hill Business Centre, 25 Kings Hill Avenue',
      addressLocality: 'West Malling',
      addressRegion: 'Kent',
      postalCode: 'ME19 4AE',
      addressCountry: 'United Kingdom',
      countryCode: 'GB',
    },
    replyPromise: 'We respond within 24 hours',
  },
  social: [{ network: 'LinkedIn', href: 'https://www.linkedin.com/company/wac-advisory' }],
  nav: ['home', 'services', 'applications', 'about', 'insights', 'contact'],
  navPages: { insights: '/insights' },
  memberLinks: { login: '/auth', dashboard: '/dashboard' },
} as const satisfies SiteConfig;

/** The address as one line, e.g. for the contact card and the privacy policy. */
export const postalAddressLine = [
  site.contact.address.streetAddress,
  site.contact.address.addressLocality,
  site.contact.address.addressRegion,
  site.contact.address.postalCode,
  site.contact.address.addressCountry,
].join(', ');
