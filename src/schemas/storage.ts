// Every cookie and storage key the product sets, in one catalogue: code reads the names from here and
// the privacy policy's cookie table is generated from it, so the policy stays true when code changes.
// Shared by browser and server code (imports only the names the client directives read: page-marks.ts).
import { PENDING_TOAST_KEY } from './page-marks.ts';
export { PENDING_TOAST_KEY, SIGNED_IN_ATTRIBUTE } from './page-marks.ts';

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';
import type { ConsentCategory } from './consent-choices.ts';

export type StorageCategory = ConsentCategory;

export interface StorageItem {
  name: string;
  kind: StorageKind;
  category: StorageCategory;
  purpose: string;
  duration: string;
  /** Who sets it: this site or a named third party. */
  provider: string;
}

/** The session cookie: HttpOnly, sealed, holds only a random session id. `__Host-` needs HTTPS. */
export const SESSION_COOKIE = { secure: '__Host-wac_session', insecure: 'wac_session' } as const;
/** Non-secret "signed in" hint beside the session cookie: lets static pages and Netlify's redirect
 *  rules tell signed-in visitors apart without calling the API. Never trusted for authorisation. */
export const SIGNED_IN_HINT_COOKIE = 'wac_auth';
/** The marker Netlify's /auth -> / rule adds for a signed-in hint (src/routes.ts), so a stale hint at /auth
 *  still ends on the sign-in page. */
export const FROM_AUTH_PARAM = 'from';
/** A browser that has signed in to an account before: keeps its own allowance of failed sign-ins, so a
 *  stranger's failures cannot lock the owner out. Signed, holds no personal data. `__Host-` needs HTTPS. */
export const DEVICE_COOKIE = { secure: '__Host-wac_device', insecure: 'wac_device' } as const;
export const DEVICE_COOKIE_DAYS = 180;
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_PREFERENCES_KEY = 'cookie-consent-preferences';
export const CONSENT_TIMESTAMP_KEY = 'cookie-consent-timestamp';
/** Cookie choices the server has not yet accepted: kept and sent again until it does. */
export const CONSENT_PENDING_KEY = 'cookie-consent-pending';
export const ANALYTICS_OPT_OUT_KEY = 'analytics-opt-out';
export const ANALYTICS_SESSION_ID_KEY = 'analytics-session-id';
export const CONSENT_CORRELATION_ID_KEY = 'consent-correlation-id';
export const BACKGROUND_VIDEO_KEY = 'background-video';

export const storageCatalogue: readonly StorageItem[] = [
  {
    name: SESSION_COOKIE.secure,
    kind: 'cookie',
    category: 'essential',
    provider: 'This site',
    duration: 'Until sign-out; at most 12 hours',
    purpose: 'Keeps a member signed in. Holds only an encrypted random session identifier.',
  },
  {
    name: SIGNED_IN_HINT_COOKIE,
    kind: 'cookie',
    category: 'essential',
    provider: 'This site',
    duration: 'Until sign-out; at most 12 hours',
    purpose: 'Tells the site a member is signed in so the right page is shown. Contains no personal data.',
  },
  {
    name: DEVICE_COOKIE.secure,
    kind: 'cookie',
    category: 'essential',
    provider: 'This site',
    duration: `${DEVICE_COOKIE_DAYS} days`,
    purpose:
      'Recognises a browser that has signed in to an account before, so that someone else guessing the password cannot lock you out. Holds a signed random identifier, no personal data.',
  },
  {
    name: CONSENT_COOKIE,
    kind: 'cookie',
    category: 'essential',
    provider: 'This site',
    duration: '365 days',
    purpose: 'Remembers your cookie choices (essential, analytics, marketing, functional).',
  },
  {
    name: CONSENT_PREFERENCES_KEY,
    kind: 'localStorage',
    category: 'essential',
    provider: 'This site',
    duration: '13 months, then you are asked again',
    purpose: 'Your cookie choices.',
  },
  {
    name: CONSENT_TIMESTAMP_KEY,
    kind: 'localStorage',
    category: 'essential',
    provider: 'This site',
    duration: '13 months, then you are asked again',
    purpose: 'When you made your cookie choices, so we can ask again when they expire.',
  },
  {
    name: CONSENT_PENDING_KEY,
    kind: 'localStorage',
    category: 'essential',
    provider: 'This site',
    duration: 'Until our server has recorded your choice',
    purpose: 'Keeps a cookie choice our server could not record yet, so that it is sent again on a later page view.',
  },
  {
    name: CONSENT_CORRELATION_ID_KEY,
    kind: 'sessionStorage',
    category: 'essential',
    provider: 'This site',
    duration: 'Until the browser tab is closed',
    purpose: 'Links your consent choices in this visit to our consent record.',
  },
  {
    name: ANALYTICS_SESSION_ID_KEY,
    kind: 'sessionStorage',
    category: 'essential',
    provider: 'This site',
    duration: 'Until the browser tab is closed',
    purpose: 'A random identifier for this visit, recorded with your consent choices.',
  },
  {
    name: ANALYTICS_OPT_OUT_KEY,
    kind: 'localStorage',
    category: 'essential',
    provider: 'This site',
    duration: 'Until you opt back in',
    purpose: 'Remembers that you opted out of analytics.',
  },
  {
    name: PENDING_TOAST_KEY,
    kind: 'sessionStorage',
    category: 'essential',
    provider: 'This site',
    duration: 'Until the next page shows it (a few seconds)',
    purpose:
      'Carries a confirmation message, such as "Welcome back!", to the page you are taken to after signing in or out.',
  },
  {
    name: BACKGROUND_VIDEO_KEY,
    kind: 'localStorage',
    category: 'functional',
    provider: 'This site',
    duration: 'Until cleared',
    purpose: 'The address of an optional background video for the home page.',
  },
  {
    name: '_ga',
    kind: 'cookie',
    category: 'analytics',
    provider: 'Google Analytics',
    duration: '2 years',
    purpose: 'Distinguishes visitors, only after you accept analytics cookies.',
  },
  {
    name: '_gid',
    kind: 'cookie',
    category: 'analytics',
    provider: 'Google Analytics',
    duration: '24 hours',
    purpose: 'Distinguishes visitors, only after you accept analytics cookies.',
  },
  {
    name: '_ga_<measurement id>',
    kind: 'cookie',
    category: 'analytics',
    provider: 'Google Analytics',
    duration: '2 years',
    purpose: 'Keeps the state of your analytics session, only after you accept analytics cookies.',
  },
  {
    name: '_gat_gtag_<measurement id>',
    kind: 'cookie',
    category: 'analytics',
    provider: 'Google Analytics',
    duration: '1 minute',
    purpose: 'Limits the rate of analytics requests, only after you accept analytics cookies.',
  },
];
