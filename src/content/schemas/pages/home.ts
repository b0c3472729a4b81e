// The landing page's copy (src/content/pages/home.yaml).
import { z } from 'astro/zod';
import { caseStudyCategories, type CaseStudyCategory } from '../case-studies.ts';
import { text, sitePath, figure, linkTo, seo } from '../shared.ts';

/** The landing page (/ and /public). */
export const homePage = z.strictObject({
  page: z.literal('home'),
  seo,
  hero: z.strictObject({
    eyebrow: text,
    headline: text,
    subheadline: text,
    /** Scrolls to #services. */
    primaryButton: linkTo('#services'),
    /** Scrolls to #applications. */
    secondaryButton: linkTo('#applications'),
    /** Accessible label of the scroll-down arrow (to #services). */
    scrollLabel: text,
  }),
  journey: z.strictObject({
    heading: text,
    intro: text,
    /** The four stages, in the spec's order, each with its button target. */
    stages: z.tuple([
      z.strictObject({ stage: text, title: text, text, button: linkTo('#case-studies') }),
      z.strictObject({ stage: text, title: text, text, button: linkTo('#services') }),
      z.strictObject({ stage: text, title: text, text, button: linkTo('#applications') }),
      z.strictObject({ stage: text, title: text, text, button: linkTo('#contact') }),
    ]),
    /** The journey figures: '£84M+' savings and '£1.15B+' value. */
    figures: z.tuple([z.strictObject({ value: text, label: text }), z.strictObject({ value: text, label: text })]),
    /** 'Ready to Skip Ahead?' is the button (to #contact); text sits beside it. */
    skipAhead: z.strictObject({
      label: text,
      text,
      href: z.literal('#contact'),
    }),
  }),
  services: z.strictObject({
    heading: text,
    intro: text,
    /** Call to action on each card (opens the detail view). */
    cardButton: text,
    detail: z.strictObject({
      backLabel: text,
      benefitLabel: text,
      successStoryLabel: text,
      perspectiveLabel: text,
      perspectives: z.strictObject({ executives: text, procurement: text, technical: text }),
      capabilitiesLabel: text,
      /** Scrolls to #contact with this service preselected. */
      discussButton: text,
    }),
    /** Link to the long-form services page. */
    moreLink: linkTo('/service-details'),
  }),
  applications: z.strictObject({
    heading: text,
    intro: text,
    /** Visually hidden suffix for links that open a new tab. */
    newTabNote: text,
    keyFeaturesLabel: text,
    /** 'Already a member? sign in here' (the link text is exactly 'sign in here'). */
    signIn: z.strictObject({
      before: text,
      linkLabel: text,
      href: sitePath,
      after: z.string(),
    }),
  }),
  caseStudies: z.strictObject({
    heading: text,
    intro: text,
    /** Accessible name of the rotating metrics banner. */
    bannerLabel: text,
    filterLabel: text,
    /** Filter button labels; 'all' is the default filter. */
    filters: z.strictObject({
      all: text,
      ...(Object.fromEntries(caseStudyCategories.map((c) => [c, text])) as Record<CaseStudyCategory, typeof text>),
    }),
    /** Controls of the rotating banner; '{index}', '{count}' and '{title}' are filled in. */
    bannerControls: z.strictObject({
      pause: text,
      play: text,
      show: text.includes('{title}'),
      slide: text.includes('{index}').includes('{count}'),
    }),
    /** Announced after filtering; '{count}' and '{total}' are filled in. */
    resultsCount: text.includes('{count}').includes('{total}'),
    expandLabel: text,
    collapseLabel: text,
    resultsLabel: text,
    detailsLabel: text,
    emptyText: text,
    featuredLink: linkTo('/case-study-details'),
  }),
  about: z.strictObject({
    heading: text,
    intro: text,
    heritage: z.strictObject({ heading: text, paragraphs: z.array(text).min(1) }),
    mission: z.strictObject({ heading: text, statement: text, paragraphs: z.array(text) }),
    /** Firm facts: founded 2024, 60+ countries, 5 live applications, ... */
    facts: z.array(figure).min(3).max(4),
    leadership: z.strictObject({
      heading: text,
      intro: text,
      emailLabel: text,
      profileLinkLabel: text,
      moreLink: linkTo('/about-leadership'),
    }),
  }),
  contact: z.strictObject({
    heading: text,
    intro: text,
    addressCard: z.strictObject({ title: text, text }),
    emailCard: z.strictObject({ title: text, text }),
    /** The contact form (POST /api/contact). */
    form: z.strictObject({
      labels: z.strictObject({
        firstName: text,
        lastName: text,
        email: text,
        company: text,
        serviceInterest: text,
        message: text,
      }),
      servicePlaceholder: text,
      requiredNote: text,
      submit: text,
      pending: text,
      successTitle: text,
      /** Used when the server's answer carries no message. */
      successDescription: text,
      errorTitle: text,
      /** '{email}' is replaced with site.contact.email. */
      errorDescription: text.includes('{email}'),
      honeypotLabel: text,
      privacyNote: text,
      privacyLink: linkTo('/privacy-policy'),
    }),
  }),
  /** The visible FAQ block (entries from the faqs collection). */
  faq: z.strictObject({ heading: text, intro: text }),
  /** The visible testimonials (entries from the reviews collection). */
  reviews: z.strictObject({
    heading: text,
    intro: text,
    /** Accessible text for the stars; '{rating}' is replaced with the rating. */
    ratingLabel: text.includes('{rating}'),
  }),
  /** Small shared controls on the landing page. */
  ui: z.strictObject({
    backToTopLabel: text,
    floatingBannerLabel: text,
    /** The floating stats banner's strings, in rotation order. */
    floatingBanner: z.array(text).min(1),
  }),
});
