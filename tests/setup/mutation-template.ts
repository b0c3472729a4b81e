// For mutation runs only (vitest.mutation.config.ts): a migrated database nobody connects to, which each
// test file's run copies (mutation-database.ts). Stryker runs the same tests again and again in one vitest
// process; on one shared database a test that counts the rows at its own date would fail on its second
// run whatever the mutant, and every mutant it covers would count as killed.
import type { TestProject } from 'vitest/node';
import { createTestDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database each test file's run starts from a copy of. */
    mutationTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await createTestDatabase('mutation_template');
  project.provide('mutationTemplate', new URL(template.url).pathname.slice(1));
  return () => template.drop();
}
