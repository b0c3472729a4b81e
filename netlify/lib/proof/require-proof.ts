// The one place that decides whether a request has proved enough for the change it asks for. Each entry of
// the API contract declares its level (src/schemas/proof.ts); endpoint() calls this before the handler,
// so no handler checks a password, code or passkey answer itself. Whatever proof a request carries is
// checked (a wrong one is refused even where the level would not need it); a factor proven here is
// recorded on the session, which is what makes it recent for the next change. The rules are here; the
// checks of a code and of a passkey's answer are the factor folders', passed in by the caller (endpoint()),
// so this module imports none of them and they may use it.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { Operation, ProofFieldNames } from '../../../src/schemas/api-operation.ts';
import type { AuditAction } from '../../../src/schemas/audit-actions.ts';
import { proofMessages, type ProofFields, type ProofLevel } from '../../../src/schemas/proof.ts';
import { confirmPassword } from '../auth/confirmation.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { markSessionFactor } from '../session/store.ts';
import { adminTwoFactorRequired } from './administrators.ts';
import { hasSecondFactor } from './factors.ts';
import { recentFactor } from './recent.ts';

const needed = (field: string, message: string) => new HttpError(400, message, { fieldErrors: { [field]: [message] } });

/** The proof a body carries, read from the fields the operation names. */
export function proofIn(body: unknown, names: ProofFieldNames = {}): ProofFields {
  const fields = (body ?? {}) as Record<string, unknown>;
  const text = (key: string | null | undefined) => (key && typeof fields[key] === 'string' ? fields[key] : undefined);
  return {
    password: text(names.password ?? 'password'),
    code: text(names.code === undefined ? 'code' : names.code),
    assertion: fields.assertion as ProofFields['assertion'],
  };
}

/**
 * The checks of the second factors, each throwing its refusal (audited as `action`, failed) when the proof
 * is wrong: a code from the app or a recovery code, and a passkey's signed answer to this session's challenge.
 */
export interface FactorChecks {
  code(db: Kysely<Database>, auth: Authenticated, code: string, action: AuditAction): Promise<void>;
  passkey(
    db: Kysely<Database>,
    auth: Authenticated,
    assertion: NonNullable<ProofFields['assertion']>,
    action: AuditAction,
  ): Promise<void>;
}

export interface ProofRequest {
  level: ProofLevel;
  /** The action the change is audited as: a wrong password, code or passkey is audited as it, failed. */
  action: AuditAction;
  /** Where a missing password is reported (the body's field). */
  passwordField: string;
  /** The caller is an administrator acting on the administrators' API: the step-up applies. */
  administrator: boolean;
  /** How a code or a passkey's answer is checked. */
  checks: FactorChecks;
}

/** Checks what the request carries and what the level asks; throws the refusal, or returns once proved. */
export async function requireProof(
  db: Kysely<Database>,
  auth: Authenticated,
  given: ProofFields,
  request: ProofRequest,
): Promise<void> {
  const { action } = request;
  if (given.password !== undefined) {
    await confirmPassword(db, auth, given.password, { field: request.passwordField, action });
  }
  const factor = given.assertion ? 'passkey' : given.code ? 'code' : null;
  if (given.assertion) await request.checks.passkey(db, auth, given.assertion, action);
  else if (given.code) await request.checks.code(db, auth, given.code, action);
  if (factor) await markSessionFactor(db, auth.sid, factor, now());

  if (request.administrator) {
    // The step-up: while REQUIRE_ADMIN_2FA is on, a change to people's access needs a factor proven lately.
    if (!adminTwoFactorRequired() || factor || (await recentFactor(db, auth))) return;
    throw new HttpError(403, proofMessages.stepUpRequired);
  }
  if (request.level === 'password') {
    if (given.password === undefined) throw needed(request.passwordField, proofMessages.passwordRequired);
    return;
  }
  if (!(await hasSecondFactor(db, auth.user.id))) {
    if (given.password === undefined) throw needed(request.passwordField, proofMessages.passwordRequired);
    return;
  }
  if (factor) return;
  if (request.level === 'recentFactor' && (await recentFactor(db, auth))) return;
  throw needed('confirmation', proofMessages.factorRequired);
}

/**
 * The proof an operation declares, for this call: on the administrators' API, never on the administrator's
 * own account (409: their own account page asks for their own proof); then the level's proof.
 */
export async function proveCall(
  db: Kysely<Database>,
  auth: Authenticated,
  operation: Pick<Operation, 'access' | 'proof' | 'proofFields' | 'audit'>,
  call: { method: string; params: Record<string, unknown>; body: unknown },
  checks: FactorChecks,
): Promise<void> {
  const administrator = operation.access === 'administrator';
  if (administrator && call.method !== 'GET' && call.params.userId === auth.user.id) {
    throw new HttpError(409, proofMessages.ownAccount);
  }
  if (!operation.proof) return;
  // The step-up is the session's; an administrator's body holds the change (a new password is not a proof).
  const given = administrator ? {} : proofIn(call.body, operation.proofFields);
  await requireProof(db, auth, given, {
    level: operation.proof,
    action: operation.audit![0]!,
    passwordField: operation.proofFields?.password ?? 'password',
    administrator,
    checks,
  });
}
