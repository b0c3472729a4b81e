// Cookie consent validators: the body of POST /api/consent/log, checked by the consent-log function.
// The constants, types and rules live in consent-choices.ts (no zod, for the banner's bundle).
import { reply, z } from './zod.ts';
import { consentActionFor, consentActions, consentMethods, type ConsentLogRequest } from './consent-choices.ts';

export * from './consent-choices.ts';

export const consentChoicesSchema = z.strictObject({
  essential: z.literal(true, { error: 'Essential cookies cannot be switched off' }),
  analytics: z.boolean({ error: 'Must be true or false' }),
  marketing: z.boolean({ error: 'Must be true or false' }),
  functional: z.boolean({ error: 'Must be true or false' }),
});

/** Random identifiers made by the browser (visit and record ids): letters, digits, '-' and '_'. */
const visitId = z
  .string({ error: 'Required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Must be 8 to 64 letters, digits, hyphens or underscores' });

/** Typed as the shared interface, so the validator and the browser's body cannot drift apart. */
export const consentLogRequestSchema: z.ZodType<ConsentLogRequest> = z
  .strictObject({
    recordId: visitId,
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

/** POST /api/consent/log: the record's correlation id (the one sent, or a new one). */
export const consentLogResponseSchema = reply(() => z.strictObject({ correlationId: z.string() }));
export type ConsentLogResponse = z.infer<typeof consentLogResponseSchema>;
