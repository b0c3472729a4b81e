/**
 * Site-wide configuration: brand, contact details, navigation, footer and the other
 * values that more than one page, layout or island needs. One typed source; import
 * `site` (values) or the types below. Page copy lives in `src/content/` instead.
 */
import type { ConsentCategory } from './schemas/consent-choices.ts';

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

/** The cookie banner and the Cookie Preferences dialog. */
/** The toast's close button: its visible label, and its accessible name (which contains the label). */
export interface ToasterCopy {
  readonly closeLabel: string;
  readonly closeName: string;
}

export interface CookieConsentCopy {
  /** Accessible name of the banner region. */
  readonly bannerLabel: string;
  readonly bannerText: string;
  readonly privacyLink: SiteLink;
  readonly rejectAll: string;
  readonly customize: string;
  readonly acceptAll: string;
  readonly dialogTitle: string;
  readonly dialogDescription: string;
  readonly categories: Readonly<Record<ConsentCategory, { readonly label: string; readonly description: string }>>;
  /** Shown beside the essential switch, which cannot be turned off. */
  readonly alwaysOn: string;
  readonly cancel: string;
  readonly save: string;
  /** The footer control that reopens the dialog. */
  readonly footerLink: string;
}

/** The administrators' Enquiries panel on the dashboard. '{…}' placeholders are filled in by the panel. */
export interface EnquiriesPanelCopy {
  readonly heading: string;
  readonly intro: string;
  /** '{count}' enquiries not yet handled. */
  readonly openCount: string;
  readonly loading: string;
  readonly empty: string;
  readonly fetchFailed: string;
  readonly retry: string;
  readonly loadMore: string;
  readonly labels: { readonly received: string; readonly company: string; readonly service: string };
  readonly statusOpen: string;
  /** '{date}' is when it was marked handled. */
  readonly statusHandled: string;
  readonly markHandled: string;
  readonly markOpen: string;
  readonly pending: string;
  readonly handledToast: { readonly title: string; readonly text: string };
  readonly reopenedToast: { readonly title: string; readonly text: string };
  readonly errorTitle: string;
  readonly exports: {
    readonly heading: string;
    readonly text: string;
    readonly enquiries: string;
    readonly consentLog: string;
  };
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
  readonly cookieConsent: CookieConsentCopy;
  readonly toaster: ToasterCopy;
  readonly enquiriesPanel: EnquiriesPanelCopy;
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
  toaster: { closeLabel: 'Close', closeName: 'Close notification' },
  cookieConsent: {
    bannerLabel: 'Cookie consent',
    bannerText:
      'We use essential cookies to run this site. With your permission we would also use analytics, marketing and functional cookies. Nothing beyond essential cookies is set until you choose.',
    privacyLink: { label: 'Read our Privacy Policy', href: '/privacy-policy' },
    rejectAll: 'Reject All',
    customize: 'Customize',
    acceptAll: 'Accept All',
    dialogTitle: 'Cookie Preferences',
    dialogDescription:
      'Choose which cookies we may use. Your choice lasts 13 months, and you can change it at any time from Cookie settings at the foot of every page.',
    categories: {
      essential: {
        label: 'Essential',
        description: 'Needed for the site to work: signing in, security and remembering your cookie choices.',
      },
      analytics: {
        label: 'Analytics',
        description:
          'Google Analytics counts visits and measures page speed so we can improve the site. Your IP address is anonymised.',
      },
      marketing: {
        label: 'Marketing',
        description:
          'Would let us measure the reach of our campaigns. We set no marketing cookies today; this records your choice for when we do.',
      },
      functional: {
        label: 'Functional',
        description: 'Remembers optional settings, such as a background video on the home page.',
      },
    },
    alwaysOn: 'Always on',
    cancel: 'Cancel',
    save: 'Save Preferences',
    footerLink: 'Cookie settings',
  },
  enquiriesPanel: {
    heading: 'Enquiries',
    intro: 'Messages sent from the contact form, newest first. Mark each one handled once someone has replied.',
    openCount: '{count} open',
    loading: 'Loading enquiries...',
    empty: 'No enquiries yet',
    fetchFailed: 'Failed to fetch enquiries',
    retry: 'Try again',
    loadMore: 'Show older enquiries',
    labels: { received: 'Received', company: 'Company', service: 'Service of interest' },
    statusOpen: 'Open',
    statusHandled: 'Handled {date}',
    markHandled: 'Mark as handled',
    markOpen: 'Mark as open',
    pending: 'Updating...',
    handledToast: { title: 'Enquiry Handled', text: 'The enquiry from {name} is marked as handled.' },
    reopenedToast: { title: 'Enquiry Reopened', text: 'The enquiry from {name} is open again.' },
    errorTitle: 'Error',
    exports: {
      heading: 'Exports',
      text: 'Spreadsheet (CSV) downloads of every enquiry and of the cookie consent log, for records and audits.',
      enquiries: 'Download enquiries (CSV)',
      consentLog: 'Download consent log (CSV)',
    },
  },
} as const satisfies SiteConfig;

/** The address as one line, e.g. for the contact card and the privacy policy. */
export const postalAddressLine = [
  site.contact.address.streetAddress,
  site.contact.address.addressLocality,
  site.contact.address.addressRegion,
  site.contact.address.postalCode,
  site.contact.address.addressCountry,
].join(', ');
