// The browser's API client: every request sends credentials; a JSON body only when there is one.
// A non-OK answer throws ApiError, whose message is 'status: message' and whose status tells a signed-out
// caller (401) apart from any other failure.

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** The server's message without the status prefix, for toasts. */
  readonly detail: string;

  constructor(status: number, detail: string, fieldErrors: FieldErrors = {}) {
    super(`${status}: ${detail}`);
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
  }
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
    const payload = (data ?? {}) as { message?: unknown; fieldErrors?: FieldErrors };
    const detail = typeof payload.message === 'string' && payload.message ? payload.message : text || response.statusText;
    throw new ApiError(response.status, detail, payload.fieldErrors ?? {});
  }
  return data as T;
}
