// Where the browser keeps the visitor's cookie choice, and the body that records it on the server
// (consent-log.ts sends it). Local storage holds the choice (with the policy version) and when it was
// made; a cookie carries the four values; session storage holds the visit's random ids.
import {
  CONSENT_COOKIE_MAX_AGE_DAYS,
  CONSENT_LIFETIME_MS,
  CONSENT_VERSION,
  consentActionFor,
  parseStoredPreferences,
  type ConsentChoices,
  type ConsentLogRequest,
  type ConsentMethod,
} from '../schemas/consent-choices.ts';
import {
  ANALYTICS_OPT_OUT_KEY,
  ANALYTICS_SESSION_ID_KEY,
  CONSENT_COOKIE,
  CONSENT_CORRELATION_ID_KEY,
  CONSENT_PREFERENCES_KEY,
  CONSENT_TIMESTAMP_KEY,
} from '../schemas/storage.ts';
import { setBrowserCookie } from './cookies.ts';

export interface StoredConsent {
  choices: ConsentChoices;
  /** When the choice was made (ms since the epoch). */
  timestamp: number;
  version: string;
}

/** Storage can throw (disabled, full, private mode): a failure means "nothing stored". */
function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Without storage the choice lasts for this page only; the banner asks again next time.
  }
}

/** The stored choice, valid or not; null when there is none or it cannot be read. */
export function readStoredConsent(): StoredConsent | null {
  const raw = read(localStorage, CONSENT_PREFERENCES_KEY);
  const timestamp = Number(read(localStorage, CONSENT_TIMESTAMP_KEY));
  if (!raw || !Number.isFinite(timestamp) || timestamp <= 0) return null;
  let parsed;
  try {
    parsed = parseStoredPreferences(JSON.parse(raw));
  } catch {
    return null;
  }
  if (!parsed) return null;
  const { version, ...choices } = parsed;
  return { choices, timestamp, version };
}

/** A choice counts only under the current policy version and for 13 months of 30 days. */
export function isConsentCurrent(stored: StoredConsent | null, now: number = Date.now()): stored is StoredConsent {
  return stored !== null && stored.version === CONSENT_VERSION && now - stored.timestamp < CONSENT_LIFETIME_MS;
}

export function writeConsent(choices: ConsentChoices, now: number = Date.now()): void {
  write(localStorage, CONSENT_PREFERENCES_KEY, JSON.stringify({ ...choices, version: CONSENT_VERSION }));
  write(localStorage, CONSENT_TIMESTAMP_KEY, String(now));
  setBrowserCookie({
    name: CONSENT_COOKIE,
    value: JSON.stringify(choices),
    maxAge: CONSENT_COOKIE_MAX_AGE_DAYS * 86_400,
    sameSite: 'strict',
    secure: window.isSecureContext,
  });
}

export function isAnalyticsOptedOut(): boolean {
  return read(localStorage, ANALYTICS_OPT_OUT_KEY) === 'true';
}

/** Disabling analytics sets the opt-out flag (stopping analytics and web-vitals collection); enabling clears it. */
export function setAnalyticsEnabled(enabled: boolean): void {
  try {
    if (enabled) localStorage.removeItem(ANALYTICS_OPT_OUT_KEY);
    else localStorage.setItem(ANALYTICS_OPT_OUT_KEY, 'true');
  } catch {
    // Storage unavailable: the consent choice alone decides.
  }
}

/** A random id: 128 bits, base64url (22 characters). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** A random id kept for this tab's session. */
export function visitId(key: typeof ANALYTICS_SESSION_ID_KEY | typeof CONSENT_CORRELATION_ID_KEY): string {
  const existing = read(sessionStorage, key);
  if (existing && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) return existing;
  const id = randomId();
  write(sessionStorage, key, id);
  return id;
}

/** The body of POST /api/consent/log for a choice made now, after `previous` (if any): a record of its own. */
export function consentLogBody(
  choices: ConsentChoices,
  previous: ConsentChoices | null,
  method: ConsentMethod,
): ConsentLogRequest {
  return {
    recordId: randomId(),
    sessionId: visitId(ANALYTICS_SESSION_ID_KEY),
    action: consentActionFor(previous, method),
    consentChoices: choices,
    previousChoices: previous,
    consentMethod: method,
    correlationId: visitId(CONSENT_CORRELATION_ID_KEY),
  };
}
