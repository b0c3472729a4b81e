// schema.org JSON-LD for the organisation, the FAQ, the reviews, articles and breadcrumb trails. Typed with schema-dts, so a property
// or type that schema.org does not define is a type error. Rendered by BaseLayout; build-time only.
import type {
  AggregateRating,
  Article,
  BreadcrumbList,
  FAQPage,
  Organization,
  Person,
  Review,
  WithContext,
} from 'schema-dts';
import { site } from '../site.ts';
import { isoDay, leaderProfilePath } from '../lib/insights.ts';

/** The organisation's node id, for other pages' JSON-LD to refer to. */
export const ORGANIZATION_ID = `${site.url}/#organization`;

const absolute = (path: string) => new URL(path, site.url).toString();

export interface FaqInput {
  question: string;
  answer: string;
}

/** The landing page's visible FAQ, as an FAQPage. */
export function faqPageJsonLd(faqs: readonly FaqInput[], pageUrl: string): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${pageUrl}#faq`,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export interface ReviewInput {
  quote: string;
  authorRole: string;
  organisationType: string;
  rating: number;
  datePublished: Date;
}

/**
 * The organisation (on the landing page, where Google looks for it), with the visible testimonials as
 * its reviews and their average rating.
 */
export function organizationJsonLd(reviews: readonly ReviewInput[] = []): WithContext<Organization> {
  const { address } = site.contact;
  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    legalName: site.legalName,
    slogan: site.tagline,
    description: site.description,
    url: absolute('/'),
    logo: absolute('/favicon.svg'),
    image: absolute(site.seo.defaultOgImage),
    email: site.contact.email,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.streetAddress,
      addressLocality: address.addressLocality,
      addressRegion: address.addressRegion,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    areaServed: { '@type': 'Country', name: address.addressCountry },
    sameAs: site.social.map((profile) => profile.href),
  };
  if (reviews.length === 0) return organization;
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  const aggregateRating: AggregateRating = {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: reviews.length,
    bestRating: 5,
    worstRating: 1,
  };
  const review: Review[] = reviews.map((r) => ({
    '@type': 'Review',
    reviewBody: r.quote,
    datePublished: r.datePublished.toISOString().slice(0, 10),
    author: { '@type': 'Person', name: `${r.authorRole}, ${r.organisationType}`, jobTitle: r.authorRole },
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  }));
  return { ...organization, aggregateRating, review };
}

/** One step of a breadcrumb trail: its name and its path on this site. */
export interface Crumb {
  name: string;
  path: string;
}

/** A page's breadcrumb trail, as Google reads it: every step with its absolute address. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

export interface ArticleInput {
  title: string;
  summary: string;
  path: string;
  /** Path of the article's preview image. */
  image: string;
  publishDate: Date;
  updatedDate?: Date | undefined;
  authors: readonly { id: string; name: string; title: string; linkedin: string }[];
  topics: readonly string[];
  /** A members-only article: the CSS selector of the part only members read. */
  gatedPart?: string;
}

/** The class of a members-only article's gated part (src/components/insights/MembersOnlyGate.astro). */
export const MEMBERS_ONLY_SELECTOR = '.members-only';

/** An article: its authors as the firm's people, the firm as publisher, its dates and image. */
export function articleJsonLd(article: ArticleInput): WithContext<Article> {
  const author: Person[] = article.authors.map((leader) => ({
    '@type': 'Person',
    '@id': absolute(leaderProfilePath(leader.id)),
    name: leader.name,
    jobTitle: leader.title,
    url: absolute(leaderProfilePath(leader.id)),
    sameAs: [leader.linkedin],
    worksFor: { '@id': ORGANIZATION_ID },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    url: absolute(article.path),
    mainEntityOfPage: absolute(article.path),
    image: absolute(article.image),
    datePublished: isoDay(article.publishDate),
    dateModified: isoDay(article.updatedDate ?? article.publishDate),
    author,
    publisher: {
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: site.name,
      url: absolute('/'),
      logo: absolute('/favicon.svg'),
    },
    keywords: article.topics.join(', '),
    inLanguage: site.lang,
    // Paywalled content as search engines ask for it: the page says which part is for members only, so the
    // preview visitors see is not mistaken for cloaking.
    ...(article.gatedPart
      ? {
          isAccessibleForFree: false,
          hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: article.gatedPart },
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">, with '<' escaped so no text can close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
