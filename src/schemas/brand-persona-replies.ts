// Brand Persona as the API answers it: a member's draft, their submitted versions, and the dashboard
// card's status line. Reply schemas, as for every endpoint (api.ts).
import { PERSONA_STEPS, personaAnswersSchema } from './brand-persona.ts';
import { isoDate, reply, z } from './zod.ts';

/** A member's draft, as GET and PUT /api/member/brand-persona return it. */
export const personaDraftSchema = reply(() =>
  z.strictObject({
    /** The step to resume at, 1-6. */
    step: z.number().int().min(1).max(PERSONA_STEPS.length),
    answers: personaAnswersSchema.partial(),
    /** Counts saves: the save with the highest revision is the one stored. */
    revision: z.number().int().nonnegative(),
    updatedAt: isoDate,
  }),
);
export type PersonaDraft = z.infer<typeof personaDraftSchema>;

export const personaVersionSummarySchema = reply(() =>
  z.strictObject({ version: z.number().int().positive(), submittedAt: isoDate }),
);

/** GET /api/member/brand-persona/versions/{version}, and what submitting answers. */
export const personaVersionSchema = reply(() => personaVersionSummarySchema.extend({ answers: personaAnswersSchema }));
export type PersonaVersion = z.infer<typeof personaVersionSchema>;

/** GET /api/member/brand-persona: the draft (if any) and the submitted versions, newest first. */
export const brandPersonaStateSchema = reply(() =>
  z.strictObject({
    draft: personaDraftSchema.nullable(),
    versions: z.array(personaVersionSummarySchema),
  }),
);
export type BrandPersonaState = z.infer<typeof brandPersonaStateSchema>;

/** The dashboard card's line: no answers yet, a draft at step N, or the last submission. */
export const brandPersonaStatusSchema = reply(() =>
  z.discriminatedUnion('status', [
    z.strictObject({ status: z.literal('not-started') }),
    z.strictObject({ status: z.literal('in-progress'), step: z.number().int().min(1).max(PERSONA_STEPS.length) }),
    z.strictObject({ status: z.literal('completed'), submittedAt: isoDate }),
  ]),
);
export type BrandPersonaStatus = z.infer<typeof brandPersonaStatusSchema>;
