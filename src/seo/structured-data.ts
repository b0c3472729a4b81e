// schema.org JSON-LD for the organisation, the FAQ and the reviews. Typed with schema-dts, so a property
// or type that schema.org does not define is a type error. Rendered by BaseLayout; build-time only.
import type { AggregateRating, FAQPage, Organization, Review, WithContext } from 'schema-dts';
import { site } from '../site.ts';

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

/** JSON for a <script type="application/ld+json">, with '<' escaped so no text can close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
