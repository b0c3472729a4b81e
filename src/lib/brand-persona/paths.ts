// The Brand Persona pages, in one place for the islands (the API's addresses are in schemas/api-routes/member.ts).
export const QUESTIONNAIRE_PATH = '/questionnaire';
export const RESULT_PATH = '/questionnaire/result';
/** The result page's query parameter naming a version to show. */
export const VERSION_PARAM = 'version';

export function resultHref(version?: number): string {
  return version === undefined ? RESULT_PATH : `${RESULT_PATH}?${VERSION_PARAM}=${version}`;
}
