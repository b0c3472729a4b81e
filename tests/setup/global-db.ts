import type { TestProject } from 'vitest/node';
import { createTestDatabase, describeServer } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** The run's server, where a test that needs a database to itself makes one. */
    testServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase('unit');
  console.info(`Unit and API tests use ${describeServer(database)}.`);
  project.provide('databaseUrl', database.url);
  project.provide('testServerUrl', database.serverUrl);
  return () => database.drop();
}
