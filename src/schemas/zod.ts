// zod for every schema in src/schemas: import { z } from here. Pages run under a CSP without
// 'unsafe-eval', so zod's JIT (which compiles parsers with `new Function`, and probes for it) is off;
// it must be off before any schema is built, which this module guarantees.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
