// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_ACCEPTED, ONLY_ESSENTIAL } from '../schemas/consent-choices.ts';

async function freshAnalytics(measurementId: string) {
  vi.resetModules();
  vi.stubEnv('PUBLIC_GA_MEASUREMENT_ID', measurementId);
  const analytics = await import('./analytics.ts');
  const store = await import('./consent-store.ts');
  return { ...analytics, ...store };
}

afterEach(() => {
  vi.unstubAllEnvs();
  localStorage.clear();
  delete window.dataLayer;
});

describe('web-vital ratings', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
  ] as const)('%s %d is %s', async (name, value, rating) => {
    const { rateVital } = await freshAnalytics('');
    expect(rateVital(name, value)).toBe(rating);
  });
});

describe('trackEvent', () => {
  it('sends nothing without a measurement id, whatever the consent', async () => {
    const { trackEvent, $consent } = await freshAnalytics('');
    $consent.set(ALL_ACCEPTED);
    expect(trackEvent('user_logged_in', {})).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('sends nothing without analytics consent, or with the opt-out flag set', async () => {
    const { trackEvent, $consent, startAnalytics } = await freshAnalytics('G-UNIT0001');
    startAnalytics();
    $consent.set(ONLY_ESSENTIAL);
    expect(trackEvent('feature_used', { feature: 'case-study-filter' })).toBeNull();
    localStorage.setItem('analytics-opt-out', 'true');
    $consent.set(ALL_ACCEPTED);
    expect(trackEvent('feature_used', { feature: 'case-study-filter' })).toBeNull();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('with consent, sends the event with its category, visit id and time', async () => {
    const { trackEvent, $consent, startAnalytics } = await freshAnalytics('G-UNIT0002');
    startAnalytics();
    $consent.set(ALL_ACCEPTED);
    const record = trackEvent('contact_form_submitted', { serviceInterest: 'general' });
    expect(record).toMatchObject({
      event: 'contact_form_submitted',
      category: 'engagement',
      properties: { serviceInterest: 'general' },
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      timestamp: expect.stringMatching(/^\d{4}-/),
    });
    const last = Array.from(window.dataLayer!.at(-1) as IArguments);
    expect(last).toEqual([
      'event',
      'contact_form_submitted',
      expect.objectContaining({ event_category: 'engagement', serviceInterest: 'general' }),
    ]);
    expect(document.querySelector('script[src*="googletagmanager"]')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-UNIT0002',
    );
  });
});

describe('analyticsCookieNames', () => {
  it("names Google's four cookies for a measurement id", async () => {
    const { analyticsCookieNames } = await freshAnalytics('');
    expect(analyticsCookieNames('G-ABC123')).toEqual(['_ga', '_gid', '_ga_ABC123', '_gat_gtag_G_ABC123']);
  });
});

describe('withoutSecrets', () => {
  it('drops the token of a link sent by e-mail, keeping the rest of the address', async () => {
    const { withoutSecrets } = await freshAnalytics('G-TEST');
    expect(withoutSecrets('https://www.example.test/reset-password?token=abc&x=1#top')).toBe(
      'https://www.example.test/reset-password?x=1#top',
    );
    expect(withoutSecrets('https://www.example.test/verify-email?token=abc')).toBe(
      'https://www.example.test/verify-email',
    );
    expect(withoutSecrets('')).toBe('');
    expect(withoutSecrets('https://www.example.test/?interest=general')).toBe(
      'https://www.example.test/?interest=general',
    );
  });
});
