// The API's path parameters: the schema each value must pass before a handler runs, the longest value it
// can be (a longer one is refused unread), and what the 404 says when it does not pass (a malformed id
// names nothing). The contract's entries name them in `params`; services throw the same message when a
// well-formed value names no record.
import { accountMessages } from './account.ts';
import { pathParam } from './api-operation.ts';
import { DASHBOARD_APPLICATION_IDS } from './applications.ts';
import { PERSONA_VERSION_MAX, versionParamSchema } from './brand-persona.ts';
import { EXPORT_DATASETS } from './exports.ts';
import { INSIGHT_SLUG_MAX_LENGTH, INSIGHT_SLUG_PATTERN, MEMBERS_ONLY_NOT_FOUND } from './insights.ts';
import { passkeyMessages } from './passkeys.ts';
import { userMessages } from './user.ts';
import { z } from './zod.ts';

/** A record's id as Postgres makes them (8-4-4-4-12 hexadecimal digits); anything else names no row. */
const recordId = z.guid();
const RECORD_ID_LENGTH = 36;
/** One of a fixed list of names: none is longer than the longest. */
const oneOf = <const T extends readonly [string, ...string[]]>(names: T, notFound: string) =>
  pathParam(z.enum(names), notFound, Math.max(...names.map((name) => name.length)));

export const userIdParam = pathParam(recordId, userMessages.userNotFound, RECORD_ID_LENGTH);
export const sessionIdParam = pathParam(recordId, accountMessages.sessionNotFound, RECORD_ID_LENGTH);
export const passkeyIdParam = pathParam(recordId, passkeyMessages.notFound, RECORD_ID_LENGTH);
export const enquiryIdParam = pathParam(recordId, 'Enquiry not found', RECORD_ID_LENGTH);
export const personaVersionParam = pathParam(
  versionParamSchema,
  'Version not found',
  String(PERSONA_VERSION_MAX).length,
);
export const applicationParam = oneOf(DASHBOARD_APPLICATION_IDS, 'Application not found');
export const exportDatasetParam = oneOf(EXPORT_DATASETS, 'No such export');
export const insightSlugParam = pathParam(
  z.string().regex(INSIGHT_SLUG_PATTERN),
  MEMBERS_ONLY_NOT_FOUND,
  INSIGHT_SLUG_MAX_LENGTH,
);
