// The case studies' expanded text travels once, as one static JSON file (src/pages/case-studies.json.ts)
// that the CaseStudyExplorer island fetches when it hydrates and renders into a card when it opens.
import type { CaseStudy } from './types.ts';

export type CaseStudyDetail = Pick<CaseStudy, 'client' | 'summary' | 'description' | 'metrics' | 'details'>;
export type CaseStudyDetails = Record<string, CaseStudyDetail>;

/** Where the file is served. */
export const CASE_STUDY_DETAILS_PATH = '/case-studies.json';

/** The file's text: each study's expanded text by id. */
export function detailsJson(caseStudies: CaseStudy[]): string {
  const details: CaseStudyDetails = Object.fromEntries(
    caseStudies.map(({ id, client, summary, description, metrics, details }) => [
      id,
      { client, summary, description, metrics, details },
    ]),
  );
  return JSON.stringify(details);
}

/** The file as served (empty when it cannot be fetched: an open card then shows only its face). */
export async function fetchDetails(): Promise<CaseStudyDetails> {
  // Built from the validated collection, the file is trusted; development and tests check it.
  let details: CaseStudyDetails = {};
  try {
    const response = await fetch(CASE_STUDY_DETAILS_PATH);
    if (response.ok) details = await response.json();
  } catch {
    // Offline, or the file is not there: the cards keep their faces.
  }
  if (import.meta.env.DEV) (await import('./details-check.ts')).checkDetails(details);
  return details;
}
