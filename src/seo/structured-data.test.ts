import { describe, expect, it } from 'vitest';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  ORGANIZATION_ID,
  serializeJsonLd,
} from './structured-data.ts';
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

  it('publishes an article with its leaders as the authors, the firm as publisher, its dates and image', () => {
    const article = articleJsonLd({
      title: 'Governing agents',
      summary: 'What a board needs.',
      path: '/insights/governing-agents',
      image: '/og/insights/governing-agents.png',
      publishDate: new Date('2026-04-07T00:00:00Z'),
      authors: [
        { id: 'priya-raman', name: 'Dr Priya Raman', title: 'Partner', linkedin: 'https://www.linkedin.com/in/x' },
      ],
      topics: ['AI Governance'],
    });
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Governing agents',
      url: `${site.url}/insights/governing-agents`,
      image: `${site.url}/og/insights/governing-agents.png`,
      datePublished: '2026-04-07',
      dateModified: '2026-04-07',
      publisher: { '@type': 'Organization', '@id': ORGANIZATION_ID, name: site.name },
      author: [
        {
          '@type': 'Person',
          name: 'Dr Priya Raman',
          url: `${site.url}/about-leadership#leader-priya-raman`,
          worksFor: { '@id': ORGANIZATION_ID },
        },
      ],
    });
  });

  it('numbers a breadcrumb trail from 1 with absolute addresses', () => {
    const trail = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Insights', path: '/insights' },
    ]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Insights', item: `${site.url}/insights` },
    ]);
  });
});
