/**
 * Site-wide configuration: brand, contact details, navigation, footer and the other
 * values that more than one page, layout or island needs. One typed source; import
 * `site` (values) or the types below. Page copy lives in `src/content/` instead.
 */

/** A link rendered as text. `href` is a site path ('/terms'), an in-page anchor ('#home') or an absolute URL. */
export interface SiteLink {
  readonly label: string;
  readonly href: string;
  /** True for links that leave the site (rendered with target="_blank" rel="noopener noreferrer"). */
  readonly external?: boolean;
}

/** A landing-page section anchor. */
export type SectionAnchor =
  '#home' | '#services' | '#services-overview' | '#applications' | '#case-studies' | '#about' | '#contact';

export interface NavLink {
  readonly label: string;
  /** The section on the landing page. Signed out the link is '/' + href; signed in '/public' + href. */
  readonly href: SectionAnchor;
}

export interface FooterColumn {
  readonly title: string;
  readonly links: readonly SiteLink[];
}

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
  /** Accessible link text. */
  readonly label: string;
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
  readonly nav: readonly NavLink[];
  readonly memberLinks: {
    readonly login: SiteLink;
    readonly dashboard: SiteLink;
    readonly logout: {
      readonly label: string;
      readonly pendingLabel: string;
      /** Toasts after POST /api/logout. */
      readonly successTitle: string;
      readonly successText: string;
      readonly failureTitle: string;
    };
  };
  /** Labels of the header's controls (not visible copy of any one page). */
  readonly header: {
    readonly skipLink: string;
    readonly navLabel: string;
    readonly openMenu: string;
    readonly closeMenu: string;
    /** Accessible name of the logo link, which goes to the home section. */
    readonly logoLabel: string;
  };
  readonly footer: {
    /** Short paragraph under the logo. */
    readonly blurb: string;
    readonly columns: readonly FooterColumn[];
    /** Legal links in the bottom bar. */
    readonly legal: readonly SiteLink[];
    /** Rendered as '© {year} {copyrightHolder}. {rights}'. */
    readonly copyrightHolder: string;
    readonly rights: string;
  };
  /** The floating stats banner's strings, in rotation order. */
  readonly floatingBanner: readonly string[];
}

export const site = {
  name: 'WAC Advisory',
  legalName: 'WAC Advisory Ltd',
  tagline: 'Traditional Values, Cutting Edge Delivery',
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
    defaultTitle: 'WAC Advisory | Traditional Values, Cutting Edge Delivery',
    titleTemplate: '%s | WAC Advisory',
    defaultOgImage: '/og-image.png',
    defaultOgImageAlt: 'WAC Advisory: Traditional Values, Cutting Edge Delivery',
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
  social: [
    {
      network: 'LinkedIn',
      label: 'WAC Advisory on LinkedIn',
      href: 'https://www.linkedin.com/company/wac-advisory',
    },
  ],
  nav: [
    { label: 'Home', href: '#home' },
    { label: 'Services', href: '#services' },
    { label: 'Applications', href: '#applications' },
    { label: 'About', href: '#about' },
    { label: 'Contact', href: '#contact' },
  ],
  memberLinks: {
    login: { label: 'Member Login', href: '/auth' },
    dashboard: { label: 'Dashboard', href: '/dashboard' },
    logout: {
      label: 'Logout',
      pendingLabel: 'Logging out...',
      successTitle: 'Logged out',
      successText: 'You have been successfully logged out.',
      failureTitle: 'Logout failed',
    },
  },
  header: {
    skipLink: 'Skip to main content',
    navLabel: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    logoLabel: 'WAC Advisory home',
  },
  footer: {
    blurb:
      'Business transformation and AI advisory for organisations that want change delivered, measured and made to last. Traditional Values, Cutting Edge Delivery.',
    columns: [
      {
        title: 'Services',
        links: [
          { label: 'Business Transformation', href: '/#services' },
          { label: 'Agentic AI Solutions', href: '/#services' },
          { label: 'Innovation Sprints', href: '/#services' },
          { label: 'Process Optimisation', href: '/#services' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'Home', href: '/#home' },
          { label: 'About Us', href: '/#about' },
          { label: 'Case Studies', href: '/#case-studies' },
        ],
      },
      {
        title: 'Support',
        links: [
          { label: 'Contact Us', href: '/#contact' },
          { label: 'Member Portal', href: '/dashboard' },
          { label: 'Privacy Policy', href: '/privacy-policy' },
        ],
      },
    ],
    legal: [
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Cookie Policy', href: '/privacy-policy#cookies' },
    ],
    copyrightHolder: 'WAC Advisory Ltd',
    rights: 'All rights reserved.',
  },
  floatingBanner: ['£92.3M+ Direct Savings', '£616.3M+ Value Optimised', 'Proven Across 60+ Countries'],
} as const satisfies SiteConfig;


/** The address as one line, e.g. for the contact card and the privacy policy. */
export const postalAddressLine = [
  site.contact.address.streetAddress,
  site.contact.address.addressLocality,
  site.contact.address.addressRegion,
  site.contact.address.postalCode,
  site.contact.address.addressCountry,
].join(', ');
