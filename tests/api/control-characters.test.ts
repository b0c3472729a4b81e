// Control characters (U+0000 to U+001F, DEL) in a query string or a path id: a 400 naming the field,
// never a 500 from Postgres (which refuses U+0000 in text), and nothing recorded or changed. Names refuse
// invisible and text-direction format characters the same way.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { call } from '../helpers/api.ts';
import { signedIn } from '../helpers/accounts.ts';
import account from '../../netlify/functions/account.mts';
import accountSession from '../../netlify/functions/account-session.mts';
import adminAudit from '../../netlify/functions/admin-audit.mts';
import adminAuditExport from '../../netlify/functions/admin-audit-export.mts';
import adminEnquiries from '../../netlify/functions/admin-enquiries.mts';
import adminEnquiry from '../../netlify/functions/admin-enquiry.mts';
import adminUser from '../../netlify/functions/admin-user.mts';
import adminUserPassword from '../../netlify/functions/admin-user-password.mts';
import adminUserSessions from '../../netlify/functions/admin-user-sessions.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import register from '../../netlify/functions/register.mts';
import authUser from '../../netlify/functions/auth-user.mts';

const auditRows = async (actorId: string) =>
  (await getDb().selectFrom('auditEvents').select('action').where('actorId', '=', actorId).execute()).map(
    (row) => row.action,
  );

describe('control characters in query parameters', () => {
  it.each([
    ['GET /api/admin/users?search=%00', adminUsers, '/api/admin/users?search=%00', 'search'],
    ['GET /api/admin/users?search=a%1Fb', adminUsers, '/api/admin/users?search=a%1Fb', 'search'],
    ['GET /api/admin/audit?user=%00', adminAudit, '/api/admin/audit?user=%00', 'user'],
    ['GET /api/admin/audit?user=x%7F', adminAudit, '/api/admin/audit?user=x%7F', 'user'],
    ['GET /api/admin/audit/export?user=%00', adminAuditExport, '/api/admin/audit/export?user=%00', 'user'],
    ['GET /api/admin/enquiries?before=%00', adminEnquiries, '/api/admin/enquiries?before=%00', 'before'],
  ])('%s answers 400 naming the parameter, and records nothing', async (_name, fn, path, field) => {
    const admin = await signedIn('admin');
    const before = await auditRows(admin.user.id);
    const res = await call(fn, path, { cookie: admin.cookie });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed' });
    expect(res.body.fieldErrors).toEqual({
      [field]: [`${field} must be one line of text, without control characters`],
    });
    expect(await auditRows(admin.user.id)).toEqual(before);
  });

  it('a control character in the name of a parameter is refused too, on any endpoint', async () => {
    const member = await signedIn('member');
    const res = await call(authUser, '/api/auth/user?a%00b=1', { cookie: member.cookie });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(['a?b']);
  });
});

describe('control characters in path ids', () => {
  it('400 naming the id, for every kind of id, whether the platform hands it over decoded or not', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('member');
    const cases = [
      { fn: adminUser, method: 'PATCH', param: 'userId', path: '/api/admin/users/%00', body: { role: 'admin' } },
      { fn: adminUser, method: 'DELETE', param: 'userId', path: '/api/admin/users/%00' },
      { fn: adminUserSessions, method: 'DELETE', param: 'userId', path: '/api/admin/users/%00/sessions' },
      {
        fn: adminUserPassword,
        method: 'PUT',
        param: 'userId',
        path: '/api/admin/users/%00/password',
        body: { password: 'a-long-new-passphrase' },
      },
      { fn: adminEnquiry, method: 'PATCH', param: 'id', path: '/api/admin/enquiries/%00', body: { handled: true } },
    ];
    for (const { fn, method, param, path, body } of cases) {
      for (const value of ['\u0000', '%00', `${crypto.randomUUID()}\n`]) {
        const res = await call(fn, path, { method, body, cookie: admin.cookie, params: { [param]: value } });
        expect(res.status, `${method} ${path} with ${JSON.stringify(value)}`).toBe(400);
        expect(res.body.fieldErrors).toEqual({
          [param]: [`${param} must be one line of text, without control characters`],
        });
      }
    }
    const own = await call(accountSession, '/api/account/sessions/%00', {
      method: 'DELETE',
      cookie: member.cookie,
      params: { id: '\u0000' },
    });
    expect(own.status).toBe(400);
    expect(own.body.fieldErrors).toEqual({ id: ['id must be one line of text, without control characters'] });
    // Still signed in: nothing was ended.
    expect((await call(authUser, '/api/auth/user', { cookie: member.cookie })).body).not.toBeNull();
    // An id that is merely unknown is still a 404.
    const unknown = await call(adminUserSessions, '/api/admin/users/x/sessions', {
      method: 'DELETE',
      cookie: admin.cookie,
      params: { userId: 'not-a-user' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('invisible and text-direction characters in names', () => {
  it('registration and a name change refuse a right-to-left override with a field message, changing nothing', async () => {
    const disguised = 'Ann\u202Egpj.exe';
    const email = `rtl-${crypto.randomUUID()}@example.com`;
    const registered = await call(register, '/api/register', {
      method: 'POST',
      body: { email, password: 'a long unusual passphrase 7', firstName: disguised, lastName: 'Lee' },
    });
    expect(registered.status).toBe(400);
    expect(registered.body.fieldErrors).toEqual({
      firstName: ['First name must not contain U+202E, an invisible formatting character'],
    });
    expect(await getDb().selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);

    const member = await signedIn('member');
    const renamed = await call(account, '/api/account', {
      method: 'PATCH',
      cookie: member.cookie,
      body: { firstName: 'Ann', lastName: 'Lee\u200B' },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.fieldErrors).toEqual({
      lastName: ['Last name must not contain U+200B, an invisible formatting character'],
    });
  });
});
