// Cookie consent: the choices, what is kept in the browser, and the body of POST /api/consent/log.
// Shared by the banner (browser) and the consent-log function (server).
import { z } from 'zod';

/** Bump when the cookie policy changes materially: every visitor is asked again. */
export const CONSENT_VERSION = '1.0';
/** Spec section 9: a choice expires after 13 months of 30 days. */
export const CONSENT_LIFETIME_DAYS = 13 * 30;
/** Spec section 9: the consent cookie's max-age. */
export const CONSENT_COOKIE_MAX_AGE_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;
export const CONSENT_LIFETIME_MS = CONSENT_LIFETIME_DAYS * DAY_MS;

export const optionalCategories = ['analytics', 'marketing', 'functional'] as const;
export type OptionalCategory = (typeof optionalCategories)[number];

export const consentChoicesSchema = z.strictObject({
  essential: z.literal(true, { error: 'Essential cookies cannot be switched off' }),
  analytics: z.boolean({ error: 'Must be true or false' }),
  marketing: z.boolean({ error: 'Must be true or false' }),
  functional: z.boolean({ error: 'Must be true or false' }),
});
export type ConsentChoices = z.infer<typeof consentChoicesSchema>;

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

/** Spec section 4: grant without a previous choice; revoke for Reject All after one; otherwise update. */
export function consentActionFor(previous: ConsentChoices | null, method: ConsentMethod): ConsentAction {
  if (!previous) return 'grant';
  return method === 'reject_all' ? 'revoke' : 'update';
}

/** Random visit identifiers kept in session storage: letters, digits, '-' and '_'. */
const visitId = z
  .string({ error: 'Required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Must be 8 to 64 letters, digits, hyphens or underscores' });

export const consentLogRequestSchema = z
  .strictObject({
    sessionId: visitId.optional(),
    action: z.enum(consentActions, { error: "Must be 'grant', 'update' or 'revoke'" }),
    consentChoices: consentChoicesSchema,
    previousChoices: consentChoicesSchema.nullable().optional(),
    consentMethod: z.enum(consentMethods, { error: "Must be 'accept_all', 'reject_all' or 'customize'" }),
    correlationId: visitId.optional(),
  })
  .superRefine((body, ctx) => {
    const previous = body.previousChoices ?? null;
    const expected = consentActionFor(previous, body.consentMethod);
    if (body.action !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['action'],
        message: previous
          ? `Must be '${expected}' for ${body.consentMethod} after an earlier choice`
          : "Must be 'grant' when there is no previous choice",
      });
    }
    const { analytics, marketing, functional } = body.consentChoices;
    if (body.consentMethod === 'accept_all' && !(analytics && marketing && functional)) {
      ctx.addIssue({ code: 'custom', path: ['consentChoices'], message: 'Accept All must accept every category' });
    }
    if (body.consentMethod === 'reject_all' && (analytics || marketing || functional)) {
      ctx.addIssue({
        code: 'custom',
        path: ['consentChoices'],
        message: 'Reject All must keep only essential cookies',
      });
    }
  });
export type ConsentLogRequest = z.infer<typeof consentLogRequestSchema>;

export interface ConsentLogResponse {
  correlationId: string;
}

/** What the browser keeps under CONSENT_PREFERENCES_KEY: the choices and the policy version they answer. */
export const storedPreferencesSchema = consentChoicesSchema.extend({ version: z.string() });
export type StoredPreferences = z.infer<typeof storedPreferencesSchema>;
