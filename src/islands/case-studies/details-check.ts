// Development and tests only (details.ts loads this behind `import.meta.env.DEV`, which a production build
// drops): the details file parsed with the case studies' content schema, so a file that has drifted from
// it fails where it is fetched. Production trusts the file: it is built from the validated collection.
import { z } from 'astro/zod';
import { caseStudySchema } from '../../content/schemas/case-studies.ts';

const detailsSchema = z.record(
  z.string(),
  caseStudySchema.pick({ client: true, summary: true, description: true, metrics: true, details: true }),
);

export function checkDetails(details: unknown): void {
  const result = detailsSchema.safeParse(details);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`The case-study details file does not match the case studies' schema: ${issues.join('; ')}`);
}
