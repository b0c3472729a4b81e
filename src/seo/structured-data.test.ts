import { describe, expect, it } from 'vitest';
import { faqPageJsonLd, organizationJsonLd, ORGANIZATION_ID, serializeJsonLd } from './structured-data.ts';
import { site } from '../site.ts';

const review = {
  quote: 'They delivered.',
  authorRole: 'Chief Financial Officer',
  organisationType: 'UK distributor',
  rating: 5,
  datePublished: new Date('2025-01-28T00:00:00Z'),
};

describe('structured data', () => {
  it('describes the organisation with its address, founding year and profiles', () => {
    const org = organizationJsonLd() as Record<string, any>;
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: 'WAC Advisory',
      foundingDate: '2024',
      email: site.contact.email,
      address: { '@type': 'PostalAddress', addressRegion: 'Kent', addressCountry: 'GB' },
      sameAs: [site.social[0]!.href],
    });
    expect(org.review).toBeUndefined();
  });

  it('attaches the reviews and their average rating to the organisation', () => {
    const org = organizationJsonLd([review, { ...review, rating: 4 }]) as Record<string, any>;
    expect(org.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(org.review[0]).toEqual({
      '@type': 'Review',
      reviewBody: 'They delivered.',
      datePublished: '2025-01-28',
      author: {
        '@type': 'Person',
        name: 'Chief Financial Officer, UK distributor',
        jobTitle: 'Chief Financial Officer',
      },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });

  it('publishes each FAQ as a Question with an accepted Answer', () => {
    const faq = faqPageJsonLd([{ question: 'Q?', answer: 'A.' }], 'https://example.test/') as Record<string, any>;
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });

  it('serialises so that no text can close the script element', () => {
    const json = serializeJsonLd({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });
});
