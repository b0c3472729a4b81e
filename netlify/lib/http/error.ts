// The one error type a handler throws: a status, a typed code and the message people read.
import { errorCodeForStatus, type ErrorCode, type FieldErrors } from '../../../src/schemas/errors.ts';

/** An error answer: its status, the typed code (from the status unless named) and the people's message. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { code?: ErrorCode; fieldErrors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code =
      options.code ??
      (status === 400 && options.fieldErrors ? 'validation_failed' : (errorCodeForStatus[status] ?? 'bad_request'));
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers ?? {};
  }
}
