// Paged lists (the administrators' users and audit log): the page number in a query string, and the
// page's fields in the answer.
import { z } from './zod.ts';

/** '1', '2', ... as a number from 1 (default 1); anything else is refused with `message`. */
export function pageNumber(message: string) {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(100_000, message).default(1);
}

/** The fields of a page of a list as the API answers it, beside the list itself. */
export function pageFields() {
  return {
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  };
}
