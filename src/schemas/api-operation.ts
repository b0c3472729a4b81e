// What one call of the API contract (api.ts) says: its request schemas, its reply, its success status
// and the error codes it may answer; and the refusals that come with a guard or a body, named once.
import type { ErrorCode } from './errors.ts';
import type { z } from './zod.ts';

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

export interface Operation {
  readonly access?: Access;
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
  readonly reply: Reply;
  /** The status of a successful answer. */
  readonly status: 200 | 201 | 202 | 204 | 302;
  /** Error codes this call may answer beyond those every call may (see `ALWAYS`). */
  readonly errors: readonly ErrorCode[];
}

/** Any call may answer these: a wrong method, a control character in the address, a lost database. */
export const ALWAYS: readonly ErrorCode[] = [
  'method_not_allowed',
  'bad_request',
  'internal_error',
  'service_unavailable',
];

// The refusals that come with a guard or a body, so each operation names only what is its own.
export const signedIn: readonly ErrorCode[] = ['unauthenticated'];
/** The member's own account: each session has a budget of account requests (429 once spent). */
export const accountHolder: readonly ErrorCode[] = ['unauthenticated', 'rate_limited'];
export const administrator: readonly ErrorCode[] = ['unauthenticated', 'forbidden'];
/** A state-changing call: cross-site requests are refused (403), and a body that is not JSON (415). */
export const write: readonly ErrorCode[] = ['forbidden', 'unsupported_media_type'];
export const jsonBody: readonly ErrorCode[] = [...write, 'validation_failed', 'payload_too_large'];
