import type { TestProject } from 'vitest/node';
import { createTestDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase('unit');
  console.info(
    `Unit and API tests use ${database.server === 'postgres' ? 'the Postgres server at TEST_DATABASE_URL' : 'the in-memory Netlify Database emulation'}.`,
  );
  project.provide('databaseUrl', database.url);
  return () => database.drop();
}
