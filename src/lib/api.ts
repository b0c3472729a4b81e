// The browser's API client: every request sends credentials; a JSON body only when there is one.
// A non-OK answer throws ApiError, whose message is 'status: message' and whose typed code tells a
// signed-out caller ('unauthenticated') apart from any other failure.
import { errorCodeForStatus, errorCodes, type ErrorCode, type FieldErrors } from '../schemas/errors.ts';

export type { FieldErrors };

/** The code a failed request carries when nothing answered (no connection). */
export type ClientErrorCode = ErrorCode | 'network_error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fieldErrors: FieldErrors;
  /** The server's message without the status prefix, for toasts. */
  readonly detail: string;

  constructor(status: number, detail: string, fieldErrors: FieldErrors = {}, code?: ClientErrorCode) {
    super(`${status}: ${detail}`);
    this.status = status;
    this.code = code ?? (status === 0 ? 'network_error' : errorCodeForStatus[status] ?? 'bad_request');
    this.detail = detail;
    this.fieldErrors = fieldErrors;
  }
}

/** True when the request failed because nobody is signed in (the session ended or never was). */
export function isSignedOutError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'unauthenticated';
}

function codeOf(value: unknown): ErrorCode | undefined {
  return (errorCodes as readonly unknown[]).includes(value) ? (value as ErrorCode) : undefined;
}

export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'Network error: please check your connection and try again.');
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { code?: unknown; message?: unknown; fieldErrors?: FieldErrors };
    const detail = typeof payload.message === 'string' && payload.message ? payload.message : text || response.statusText;
    throw new ApiError(response.status, detail, payload.fieldErrors ?? {}, codeOf(payload.code));
  }
  return data as T;
}
