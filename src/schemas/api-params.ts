// The API's path parameters: the schema each value must pass before a handler runs, and what the 404
// says when it does not (a malformed id names nothing). The contract's entries name them in `params`;
// services throw the same message when a well-formed value names no record.
import { accountMessages } from './account.ts';
import { pathParam } from './api-operation.ts';
import { DASHBOARD_APPLICATION_IDS } from './applications.ts';
import { versionParamSchema } from './brand-persona.ts';
import { EXPORT_DATASETS } from './exports.ts';
import { passkeyMessages } from './passkeys.ts';
import { userMessages } from './user.ts';
import { z } from './zod.ts';

/** A record's id as Postgres makes them (8-4-4-4-12 hexadecimal digits); anything else names no row. */
const recordId = z.guid();

export const userIdParam = pathParam(recordId, userMessages.userNotFound);
export const sessionIdParam = pathParam(recordId, accountMessages.sessionNotFound);
export const passkeyIdParam = pathParam(recordId, passkeyMessages.notFound);
export const enquiryIdParam = pathParam(recordId, 'Enquiry not found');
export const personaVersionParam = pathParam(versionParamSchema, 'Version not found');
export const applicationParam = pathParam(z.enum(DASHBOARD_APPLICATION_IDS), 'Application not found');
export const exportDatasetParam = pathParam(z.enum(EXPORT_DATASETS), 'No such export');
