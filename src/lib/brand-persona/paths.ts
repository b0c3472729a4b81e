// The Brand Persona pages and API, in one place for the islands.
export const QUESTIONNAIRE_PATH = '/questionnaire';
export const RESULT_PATH = '/questionnaire/result';
/** The result page's query parameter naming a version to show. */
export const VERSION_PARAM = 'version';

export const PERSONA_API = '/api/member/brand-persona';
export const SUBMIT_API = `${PERSONA_API}/submit`;
export const versionApi = (version: number) => `${PERSONA_API}/versions/${version}`;
export const reopenApi = (version: number) => `${PERSONA_API}/versions/${version}/reopen`;

export function resultHref(version?: number): string {
  return version === undefined ? RESULT_PATH : `${RESULT_PATH}?${VERSION_PARAM}=${version}`;
}
