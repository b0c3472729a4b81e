// db/types.ts must say what the migrations make: regenerated here from a new, migrated database and
// compared with the committed file. After a migration changes the schema, `npm run db:types` updates it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TYPES_FILE, generateDatabaseTypes } from '../scripts/db-types/generate.ts';

describe('db/types.ts', () => {
  it('is what kysely-codegen makes of the migrated database (else run `npm run db:types`)', async () => {
    const generated = await generateDatabaseTypes();
    expect(readFileSync(TYPES_FILE, 'utf8'), 'db/types.ts is stale: run `npm run db:types`').toBe(generated);
    // The tables the application uses, each with the columns the migrations gave it.
    expect(generated).toMatch(/export interface DB \{[^}]*\busers: Users;/);
    expect(generated).toMatch(/export interface Passkeys \{[^}]*\bcredentialId: string;/);
  }, 60_000);
});
