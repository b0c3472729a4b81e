// Cookie consent without zod: the constants, types and rules the cookie banner needs on every page
// (kept free of zod so the banner stays small). src/schemas/consent.ts adds the validators.

/** Bump when the cookie policy changes materially: every visitor is asked again. */
export const CONSENT_VERSION = '1.0';
/** A choice expires after 13 months of 30 days. */
export const CONSENT_LIFETIME_DAYS = 13 * 30;
/** The consent cookie's max-age. */
export const CONSENT_COOKIE_MAX_AGE_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;
export const CONSENT_LIFETIME_MS = CONSENT_LIFETIME_DAYS * DAY_MS;

/** The cookie categories: essential is always on; the visitor chooses the others. */
export const consentCategories = ['essential', 'analytics', 'marketing', 'functional'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export const optionalCategories = [
  'analytics',
  'marketing',
  'functional',
] as const satisfies readonly ConsentCategory[];
export type OptionalCategory = (typeof optionalCategories)[number];

export type ConsentChoices = { essential: true } & Record<OptionalCategory, boolean>;

export const consentActions = ['grant', 'update', 'revoke'] as const;
export type ConsentAction = (typeof consentActions)[number];
export const consentMethods = ['accept_all', 'reject_all', 'customize'] as const;
export type ConsentMethod = (typeof consentMethods)[number];

export const ALL_ACCEPTED: ConsentChoices = { essential: true, analytics: true, marketing: true, functional: true };
export const ONLY_ESSENTIAL: ConsentChoices = {
  essential: true,
  analytics: false,
  marketing: false,
  functional: false,
};

/** Grant without a previous choice; revoke for Reject All after one; otherwise update. */
export function consentActionFor(previous: ConsentChoices | null, method: ConsentMethod): ConsentAction {
  if (!previous) return 'grant';
  return method === 'reject_all' ? 'revoke' : 'update';
}

/** The body of POST /api/consent/log. */
export interface ConsentLogRequest {
  /** Made by the browser for this one record: sending it again (a retry) never stores it twice. */
  recordId: string;
  sessionId?: string | undefined;
  action: ConsentAction;
  consentChoices: ConsentChoices;
  previousChoices?: ConsentChoices | null | undefined;
  consentMethod: ConsentMethod;
  correlationId?: string | undefined;
}

/** What the browser keeps under CONSENT_PREFERENCES_KEY: the choices and the policy version they answer. */
export interface StoredPreferences extends ConsentChoices {
  version: string;
}

/** Reads stored preferences written by any version of the site; null when they are not valid. */
export function parseStoredPreferences(value: unknown): StoredPreferences | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const flags = optionalCategories.every((key) => typeof v[key] === 'boolean');
  if (v.essential !== true || !flags || typeof v.version !== 'string') return null;
  return {
    essential: true,
    analytics: v.analytics as boolean,
    marketing: v.marketing as boolean,
    functional: v.functional as boolean,
    version: v.version,
  };
}
