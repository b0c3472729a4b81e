// GET /api/health as the API answers it: the database answered, and its newest applied migration.
import { reply, z } from './zod.ts';

export const healthSchema = reply(() =>
  z.strictObject({
    status: z.literal('ok'),
    database: z.literal('ok'),
    migration: z.string().nullable(),
  }),
);
export type Health = z.infer<typeof healthSchema>;
