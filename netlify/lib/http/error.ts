// The one error type a handler throws (a status, a typed code and the message people read), and the one
// that says the client went away mid-request.
import { errorCodeForStatus, type ErrorCode, type FieldErrors } from '../../../src/schemas/errors.ts';

/** An error answer: its status, the typed code (from the status unless named) and the people's message. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;
  /** Headers of the answer (Allow, Retry-After, or Set-Cookie lines that clear a stale session). */
  readonly headers: Headers;

  constructor(
    status: number,
    message: string,
    options: { code?: ErrorCode; fieldErrors?: FieldErrors; headers?: HeadersInit } = {},
  ) {
    super(message);
    this.status = status;
    this.code =
      options.code ??
      (status === 400 && options.fieldErrors ? 'validation_failed' : (errorCodeForStatus[status] ?? 'bad_request'));
    this.fieldErrors = options.fieldErrors;
    this.headers = new Headers(options.headers);
  }
}

/** The client went away mid-request: its body stopped short of what it declared, or it reset the connection. */
export class RequestAborted extends Error {
  constructor(cause?: unknown) {
    super('The request ended before its body was complete', { cause });
  }
}
