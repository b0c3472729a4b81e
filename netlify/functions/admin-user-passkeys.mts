import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { mailContext } from '../lib/mail/context.ts';
import { removeUserPasskeys } from '../lib/administration/user-management.ts';

export default auditedEndpoint('admin-user-passkeys', {
  DELETE: ({ auth, params, context }) => removeUserPasskeys(getDb(), auth, params.userId, mailContext(context)),
});

export const config: Config = { path: '/api/admin/users/:userId/passkeys' };
