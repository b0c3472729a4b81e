// What one entry of the API contract (api.ts) says: the endpoint's address and path parameters, and for
// each method its request schemas, its reply, its success status and the refusals that are its own; and
// the refusals every call derives from who may call it, its method, its body, its query and its address
// (`refusalsOf`), so no entry lists them by hand.
import type { ApiMethod, ApiPath } from './api-routes/route.ts';
import type { AuditAction } from './audit-actions.ts';
import type { ErrorCode } from './errors.ts';
import type { ProofLevel } from './proof.ts';
import { z } from './zod.ts';

/** What a successful call answers: JSON its schema describes, no content (204), a file download, or a redirect. */
export type Reply =
  | { readonly kind: 'json'; readonly schema: z.ZodType }
  | { readonly kind: 'none' }
  | { readonly kind: 'download' }
  | { readonly kind: 'redirect' };

/**
 * A JSON answer: its schema is the one home of its shape. The browser takes only its type (lib/api.ts);
 * the API tests parse real answers with it (tests/api/replies.test.ts).
 */
export const json = <S extends z.ZodType>(schema: S) => ({ kind: 'json', schema }) as const;

export const none = { kind: 'none' } as const;
export const download = { kind: 'download' } as const;
export const redirect = { kind: 'redirect' } as const;

/**
 * Who may call: a signed-in member (401 otherwise), an account holder (a signed-in member within the
 * session's budget of account requests, counted once the request is well-formed: 429 once spent) or an
 * administrator (401, 403). Without one, anybody may call (the function may still ask who is calling).
 */
export type Access = 'signedIn' | 'accountHolder' | 'administrator';

/** The largest JSON body a call accepts unless its operation names another limit. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;
/** An account holder's requests are small: a name, a password, a code. */
export const ACCOUNT_BODY_LIMIT = 2048;
/** A request that may prove a factor with a passkey carries its signed answer (signature, authenticator and client data). */
export const PROOF_BODY_LIMIT = 8192;

/** The body fields a proof is read from: `password`, `code` and `assertion` unless named otherwise. */
export interface ProofFieldNames {
  /** The field holding the current password (a password change's is `currentPassword`). */
  readonly password?: string;
  /** The field holding a code that proves a factor the account has, or null where `code` is something else. */
  readonly code?: string | null;
}

export interface Operation {
  readonly access?: Access;
  /**
   * What the caller must prove beyond the session (src/schemas/proof.ts), checked before the handler runs;
   * no handler checks a password, code or passkey answer for itself.
   */
  readonly proof?: ProofLevel;
  /** Where the body carries the proof, when not in the fields the proof names by default. */
  readonly proofFields?: ProofFieldNames;
  /** The JSON body's schema; without one the call sends no body (and the function refuses any but JSON). */
  readonly body?: z.ZodType;
  /**
   * The body's types: application/json, or 'json-or-text' for a body a browser beacon sends (its JSON as
   * text/plain, the only type navigator.sendBeacon sends a string with); any other type is refused (415).
   */
  readonly bodyTypes?: 'json-or-text';
  /** The largest body accepted, in bytes (413 beyond it): `DEFAULT_BODY_LIMIT` unless named. */
  readonly maxBytes?: number;
  /** The query string's schema. */
  readonly query?: z.ZodType;
  /**
   * The body is a form the handler reads itself, if at all (RFC 8058's one-click unsubscribe posts
   * `List-Unsubscribe=One-Click`): the JSON-only refusal (415) does not apply.
   */
  readonly formBody?: true;
  readonly reply: Reply;
  /** The status of a successful answer. */
  readonly status: 200 | 201 | 202 | 204 | 302;
  /**
   * The refusals the service itself answers (a conflict, wrong credentials, its own rate limit, a record
   * that is gone), beyond those `refusalsOf` derives from the operation.
   */
  readonly errors?: readonly ErrorCode[];
  /**
   * A body the schema accepts, made fresh for each call: what the call looks like, and where the tests
   * start (the fuzz test mutates it; a write's default scenario sends it).
   */
  readonly example?: () => unknown;
  /** The audit events a successful call leaves (every write names them, or says in `unaudited` why none). */
  readonly audit?: readonly AuditAction[];
  /** Why a write leaves no audit event (a reviewer must accept the reason). */
  readonly unaudited?: string;
}

/**
 * A path parameter: the schema its value must pass, and the message of the 404 a value that fails it
 * gets (a malformed id names nothing, so it is not found, never a 400 or a database error). Every one
 * declares the longest value it can be: a longer one is not found before its schema reads it.
 */
export interface PathParam<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  readonly notFound: string;
  readonly maxLength: number;
}

export const pathParam = <S extends z.ZodType<unknown, string>>(
  schema: S,
  notFound: string,
  maxLength: number,
): PathParam<z.ZodPipe<z.ZodString, S>> => ({ schema: z.string().max(maxLength).pipe(schema), notFound, maxLength });

/**
 * One endpoint, keyed in the contract by the name of the function that serves it: its address (`:name`
 * segments for path parameters, each declared in `params`) and an operation for each method it answers.
 */
export type Entry = {
  readonly path: ApiPath;
  readonly params?: Readonly<Record<string, PathParam>>;
} & { readonly [M in ApiMethod]?: Operation };

/** Any call may answer these: a wrong method, a control character in the address, a lost database. */
export const ALWAYS: readonly ErrorCode[] = [
  'method_not_allowed',
  'bad_request',
  'internal_error',
  'service_unavailable',
];

const BY_ACCESS: Readonly<Record<Access, readonly ErrorCode[]>> = {
  signedIn: ['unauthenticated'],
  accountHolder: ['unauthenticated', 'rate_limited'],
  administrator: ['unauthenticated', 'forbidden'],
};

/**
 * Every error code a call may answer: those of every call; its guard's; a write's (a cross-site request
 * is refused, and a body that is not JSON, unless the call takes a form); a body's (field messages, too large); a query's (field
 * messages); a path parameter's (not found); then the operation's own.
 */
export function refusalsOf(method: ApiMethod, operation: Operation, hasParams: boolean): ErrorCode[] {
  const codes: ErrorCode[] = [...ALWAYS];
  if (operation.access) codes.push(...BY_ACCESS[operation.access]);
  // A missing or wrong proof is a field error (a code tried too often, 429); the administrators' step-up
  // is a 403, and their API refuses their own account (409).
  if (operation.proof && operation.access === 'administrator') codes.push('forbidden', 'conflict');
  else if (operation.proof) codes.push('validation_failed', 'rate_limited');
  if (method !== 'GET') codes.push('forbidden');
  if (method !== 'GET' && !operation.formBody) codes.push('unsupported_media_type');
  if (operation.body) codes.push('validation_failed', 'payload_too_large');
  if (operation.query) codes.push('validation_failed');
  if (hasParams) codes.push('not_found');
  codes.push(...(operation.errors ?? []));
  return [...new Set(codes)];
}
