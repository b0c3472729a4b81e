// zod for every schema in src/schemas: import { z } from here. Pages run under a CSP without
// 'unsafe-eval', so zod's JIT (which compiles parsers with `new Function`, and probes for it) is off;
// it must be off before any schema is built, which this module guarantees.
import { z } from 'zod';

z.config({ jitless: true });

export { z };

/**
 * Builds one of the API's reply schemas (api.ts). Replies are zod schemas so their types are inferred
 * from them and the API tests parse real answers; the browser uses only their types. Marked free of side
 * effects, so a page that loads a schema module for its request schemas drops the reply schemas in it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function reply<S>(build: () => S): S {
  return build();
}

/** A moment as the API sends it: ISO 8601 in UTC ('2026-11-25T10:00:00.000Z'). */
export const isoDate = reply(() => z.iso.datetime());
