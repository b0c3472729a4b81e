// Brand Persona for a member: the draft saved step by step, submission into numbered versions, reading
// and reopening versions, and the dashboard card's status. Each member only ever sees their own.
import type { Kysely } from 'kysely';
import type { BrandPersonaRow, Database } from '../../../db/rows.ts';
import {
  PERSONA_STEP_COUNT,
  missingSteps,
  personaAnswersSchema,
  readDraftAnswers,
  stepNumber,
  type SaveStepInput,
} from '../../../src/schemas/brand-persona.ts';
import type {
  BrandPersonaState,
  BrandPersonaStatus,
  PersonaDraft,
  PersonaVersion,
} from '../../../src/schemas/brand-persona-replies.ts';
import { now } from '../clock.ts';
import { fieldErrorsOf } from '../../../src/schemas/field-errors.ts';
import { HttpError } from '../http.ts';
import { audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { personaVersionParam } from '../../../src/schemas/api-params.ts';
import {
  convertDraftToVersion,
  copyVersionToDraft,
  findDraft,
  findLatest,
  findVersion,
  listVersions,
  lockDraft,
  upsertDraftStep,
} from './repository.ts';

export const NO_DRAFT = 'There is no questionnaire in progress to submit';
export const INCOMPLETE = 'Complete every step before submitting';
export const STEP_NOT_COMPLETE = 'This step is not complete';
const VERSION_NOT_FOUND = personaVersionParam.notFound;

const iso = (date: Date | string) => new Date(date).toISOString();

function toDraft(row: BrandPersonaRow): PersonaDraft {
  return {
    step: row.step,
    answers: readDraftAnswers(row.answers),
    revision: row.revision,
    updatedAt: iso(row.updatedAt),
  };
}

function toVersion(row: BrandPersonaRow): PersonaVersion {
  return {
    version: row.version!,
    submittedAt: iso(row.submittedAt!),
    answers: personaAnswersSchema.parse(row.answers),
  };
}

export async function loadState(db: Kysely<Database>, userId: string): Promise<BrandPersonaState> {
  const [draft, versions] = await Promise.all([findDraft(db, userId), listVersions(db, userId)]);
  return {
    draft: draft ? toDraft(draft) : null,
    versions: versions.map((row) => ({ version: row.version!, submittedAt: iso(row.submittedAt!) })),
  };
}

/** Saves a completed step; the draft then resumes at the step after it (the last step stays last). */
export async function saveStep(
  db: Kysely<Database>,
  member: Authenticated,
  input: SaveStepInput,
): Promise<PersonaDraft> {
  const resumeStep = Math.min(stepNumber(input.step) + 1, PERSONA_STEP_COUNT);
  const row = await audited(
    db,
    (trx) => upsertDraftStep(trx, member.user.id, { step: input.step, answers: input.answers, resumeStep, at: now() }),
    { action: 'member.brand_persona_saved', actor: party(member.user), ip: member.ip, details: { step: input.step } },
  );
  return toDraft(row);
}

/**
 * Submits the draft: every step must be there and valid. The draft becomes the member's next version in
 * the same transaction that read it, so two submissions at once store one version and the other gets 409.
 */
export async function submitDraft(db: Kysely<Database>, member: Authenticated): Promise<PersonaVersion> {
  const userId = member.user.id;
  const row = await audited(
    db,
    async (trx) => {
      const draft = await lockDraft(trx, userId);
      if (!draft) throw new HttpError(409, NO_DRAFT);
      const answers = readDraftAnswers(draft.answers);
      const missing = missingSteps(answers);
      if (missing.length) {
        throw new HttpError(400, INCOMPLETE, {
          fieldErrors: Object.fromEntries(missing.map((step) => [step, [STEP_NOT_COMPLETE]])),
        });
      }
      const complete = personaAnswersSchema.safeParse(answers);
      if (!complete.success) throw new HttpError(400, INCOMPLETE, { fieldErrors: fieldErrorsOf(complete.error) });
      return convertDraftToVersion(trx, draft.id, userId, complete.data, now());
    },
    (version) => ({
      action: 'member.brand_persona_submitted',
      actor: party(member.user),
      ip: member.ip,
      details: { version: version.version },
    }),
  );
  return toVersion(row);
}

export async function readVersion(db: Kysely<Database>, userId: string, version: number): Promise<PersonaVersion> {
  const row = await findVersion(db, userId, version);
  if (!row) throw new HttpError(404, VERSION_NOT_FOUND);
  return toVersion(row);
}

/** Starts a new draft from a version's answers (replacing any draft in progress), at step 1. */
export async function reopenVersion(
  db: Kysely<Database>,
  member: Authenticated,
  version: number,
): Promise<PersonaDraft> {
  const row = await audited(
    db,
    async (trx) => {
      const copied = await copyVersionToDraft(trx, member.user.id, version, now());
      if (!copied) throw new HttpError(404, VERSION_NOT_FOUND);
      return copied;
    },
    { action: 'member.brand_persona_reopened', actor: party(member.user), ip: member.ip, details: { version } },
  );
  return toDraft(row);
}

export async function personaStatus(db: Kysely<Database>, userId: string): Promise<BrandPersonaStatus> {
  const latest = await findLatest(db, userId);
  if (!latest) return { status: 'not-started' };
  if (!latest.submittedAt) return { status: 'in-progress', step: latest.step };
  return { status: 'completed', submittedAt: iso(latest.submittedAt) };
}
