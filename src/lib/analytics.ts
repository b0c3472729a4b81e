// Google Analytics 4 through gtag, strictly after consent. Consent Mode v2 defaults (everything denied,
// 500 ms wait for an update) go onto the dataLayer before any tag; the gtag script itself is created only
// when analytics is accepted, the opt-out flag is not set and PUBLIC_GA_MEASUREMENT_ID was set at build
// time. Revoking deletes Google's cookies. One typed helper sends the spec's events, and does nothing
// without consent.
import { ANALYTICS_SESSION_ID_KEY } from '../schemas/storage.ts';
import type { ConsentChoices } from '../schemas/consent-choices.ts';
import { rateVital, type VitalName, type VitalRating } from '../schemas/vital-thresholds.ts';
import { $consent, loadConsent } from './consent-store.ts';
import { isAnalyticsOptedOut, visitId } from './consent.ts';
import { browserCookies, setBrowserCookie } from './cookies.ts';

export const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const measurementId: string = import.meta.env.PUBLIC_GA_MEASUREMENT_ID ?? '';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export function analyticsAllowed(choices: ConsentChoices | null = $consent.get()): boolean {
  return Boolean(measurementId && choices?.analytics && !isAnalyticsOptedOut());
}

/* ---------------------------------------------------------------- gtag */

function gtag(..._args: unknown[]): void {
  // gtag.js reads `arguments` objects from the dataLayer, not arrays.
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

const granted = (yes: boolean | undefined) => (yes ? 'granted' : 'denied');

function consentState(choices: ConsentChoices | null) {
  return {
    analytics_storage: granted(choices?.analytics && !isAnalyticsOptedOut()),
    ad_storage: granted(choices?.marketing),
    ad_user_data: granted(choices?.marketing),
    ad_personalization: granted(choices?.marketing),
    functionality_storage: granted(choices?.functional),
    personalization_storage: granted(choices?.functional),
    security_storage: 'granted',
  };
}

let defaultsSet = false;
let tagLoaded = false;

/** Query parameters that carry secrets: the single-use links sent by e-mail (/reset-password?token=...). */
const SECRET_PARAMETERS = ['token'];

/** An address with its secrets removed, for what gtag reports as the page and its referrer. */
export function withoutSecrets(address: string): string {
  if (!address) return address;
  try {
    const url = new URL(address);
    for (const name of SECRET_PARAMETERS) url.searchParams.delete(name);
    return url.href;
  } catch {
    return address;
  }
}

function setConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  window.gtag = gtag;
  gtag('consent', 'default', { ...consentState(null), wait_for_update: 500 });
  gtag('set', 'ads_data_redaction', true);
}

function loadTag(): void {
  if (tagLoaded) return;
  tagLoaded = true;
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = false;
  gtag('js', new Date());
  // One page view per page load: every navigation on this static site is a page load.
  gtag('config', measurementId, {
    anonymize_ip: true,
    send_page_view: true,
    page_location: withoutSecrets(window.location.href),
    page_referrer: withoutSecrets(document.referrer),
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** Google's cookies: _ga, _gid, _ga_<container> and _gat_gtag_<id>, on this host and its parent domains. */
export function analyticsCookieNames(id: string = measurementId): string[] {
  const names = ['_ga', '_gid'];
  if (id) names.push(`_ga_${id.replace(/^G-/, '')}`, `_gat_gtag_${id.replace(/-/g, '_')}`);
  return names;
}

export function removeAnalyticsCookies(): void {
  const present = Object.keys(browserCookies());
  const names = new Set([...analyticsCookieNames(), ...present.filter((name) => /^_ga(_|$)|^_gid$|^_gat/.test(name))]);
  const labels = location.hostname.split('.');
  // This host, and each parent domain Google may have set them on.
  const domains: (string | undefined)[] = [undefined];
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(`.${labels.slice(i).join('.')}`);
  for (const name of names) {
    for (const domain of domains) setBrowserCookie({ name, value: '', maxAge: 0, ...(domain ? { domain } : {}) });
  }
}

function applyConsent(choices: ConsentChoices | null): void {
  if (!measurementId) return;
  setConsentDefaults();
  if (analyticsAllowed(choices)) {
    gtag('consent', 'update', consentState(choices));
    loadTag();
    void startWebVitals();
    return;
  }
  // No choice yet: the defaults already deny everything. A choice without analytics: deny, stop the tag
  // if it runs, and delete what it stored.
  if (choices) gtag('consent', 'update', consentState(choices));
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = true;
  removeAnalyticsCookies();
}

let started = false;

/** Runs once per page (BaseLayout): follows the consent store from the stored choice onwards. */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  loadConsent();
  $consent.subscribe(applyConsent);
  // Uncaught errors are reported too (trackEvent sends nothing without consent).
  window.addEventListener('error', (event) =>
    trackEvent('error_occurred', { message: String(event.message).slice(0, 200), context: 'window.error' }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    trackEvent('error_occurred', { message: String(event.reason).slice(0, 200), context: 'unhandledrejection' }),
  );
}

/* ---------------------------------------------------------------- events */

/** The three Core Web Vitals, reported to Google Analytics with their rating. */
export type CoreVitalName = 'LCP' | 'INP' | 'CLS';

export interface AnalyticsEventProperties {
  contact_form_submitted: { serviceInterest: string };
  application_accessed: { applicationName: string };
  user_registered: Record<string, never>;
  user_logged_in: Record<string, never>;
  feature_used: { feature: string; detail?: string };
  error_occurred: { message: string; context?: string };
  performance_metric: { name: string; value: number; unit?: string };
  core_web_vital: { name: CoreVitalName; value: number; rating: VitalRating };
}
export type AnalyticsEventName = keyof AnalyticsEventProperties;

const categories: Record<AnalyticsEventName, string> = {
  contact_form_submitted: 'engagement',
  application_accessed: 'engagement',
  user_registered: 'account',
  user_logged_in: 'account',
  feature_used: 'engagement',
  error_occurred: 'error',
  performance_metric: 'performance',
  core_web_vital: 'performance',
};

/** The spec's analytics event entity. */
export interface AnalyticsEvent<E extends AnalyticsEventName = AnalyticsEventName> {
  event: E;
  category: string;
  properties: AnalyticsEventProperties[E];
  sessionId: string;
  userId?: string;
  timestamp: string;
}

/** Sends one event to Google Analytics; returns it, or null (sending nothing) without consent. */
export function trackEvent<E extends AnalyticsEventName>(
  event: E,
  properties: AnalyticsEventProperties[E],
  userId?: string,
): AnalyticsEvent<E> | null {
  if (!analyticsAllowed()) return null;
  const record: AnalyticsEvent<E> = {
    event,
    category: categories[event],
    properties,
    sessionId: visitId(ANALYTICS_SESSION_ID_KEY),
    ...(userId ? { userId } : {}),
    timestamp: new Date().toISOString(),
  };
  gtag('event', event, {
    event_category: record.category,
    visit_id: record.sessionId,
    event_timestamp: record.timestamp,
    ...(userId ? { user_id: userId } : {}),
    ...properties,
  });
  return record;
}

/* ---------------------------------------------------------------- web vitals */

let vitalsStarted = false;

export { rateVital };

/**
 * Loaded only once analytics is allowed; each report checks again (the visitor may have revoked). Every
 * value goes to Google Analytics and into the page's first-party speed report (vitals-beacon.ts).
 */
async function startWebVitals(): Promise<void> {
  if (vitalsStarted) return;
  vitalsStarted = true;
  const [{ onCLS, onFCP, onINP, onLCP, onTTFB }, { startVitalsBeacon }] = await Promise.all([
    import('web-vitals'),
    import('./vitals-beacon.ts'),
  ]);
  const record = startVitalsBeacon(() => analyticsAllowed());
  const report = ({ name, value }: { name: string; value: number }) => {
    const vital = name as CoreVitalName;
    record(vital, value);
    trackEvent('core_web_vital', { name: vital, value, rating: rateVital(vital, value) });
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  // The two loading milestones without spec thresholds go out to Google as plain performance metrics.
  const metric = ({ name, value }: { name: string; value: number }) => {
    record(name as VitalName, value);
    trackEvent('performance_metric', { name, value: Math.round(value), unit: 'ms' });
  };
  onFCP(metric);
  onTTFB(metric);
}
