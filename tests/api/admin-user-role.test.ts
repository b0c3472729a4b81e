import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { twoFactorMessages } from '../../src/schemas/two-factor.ts';
import { userMessages } from '../../src/schemas/user.ts';
import { withOwnDatabase } from '../helpers/own-database.ts';
import { proofMessages } from '../../src/schemas/proof.ts';
import { call } from '../helpers/api.ts';
import { signedIn } from '../helpers/accounts.ts';
import adminUser from '../../netlify/functions/admin-user.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';

const setRole = (userId: string, body: unknown, cookie?: string) =>
  call(adminUser, `/api/admin/users/${userId}`, { method: 'PATCH', body, cookie, params: { userId } });
const roleOf = async (id: string) =>
  (await getDb().selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

describe('PATCH /api/admin/users/{userId}: role', () => {
  it('401 anonymous, 403 member, changing nothing', async () => {
    const target = await signedIn('member');
    expect((await setRole(target.user.id, { role: 'admin' })).status).toBe(401);
    const member = await signedIn('member');
    expect((await setRole(target.user.id, { role: 'admin' }, member.cookie)).status).toBe(403);
    expect(await roleOf(target.user.id)).toBe('member');
  });

  it('an administrator promotes a member and demotes an administrator; both are in the audit trail', async () => {
    const admin = await signedIn('admin');
    const target = await signedIn('member', { twoFactor: true });
    const promoted = await setRole(target.user.id, { role: 'admin' }, admin.cookie);
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: target.user.id, role: 'admin' });
    // The new administrator can use the administrators' API at once.
    expect((await call(adminUsers, '/api/admin/users', { cookie: target.cookie })).status).toBe(200);
    const demoted = await setRole(target.user.id, { role: 'member' }, admin.cookie);
    expect(demoted.body.role).toBe('member');
    expect((await call(adminUsers, '/api/admin/users', { cookie: target.cookie })).status).toBe(403);
    const trail = await getDb()
      .selectFrom('auditEvents')
      .select(['action', 'details', 'actorId'])
      .where('targetId', '=', target.user.id)
      .where('action', '=', 'admin.role_changed')
      .orderBy('occurredAt')
      .execute();
    expect(trail.map((row) => row.details)).toEqual([
      { from: 'member', to: 'admin' },
      { from: 'admin', to: 'member' },
    ]);
    expect(trail.every((row) => row.actorId === admin.user.id)).toBe(true);
  });

  it('a member promoted without two-factor sign-in is sent to /account before managing anything', async () => {
    const admin = await signedIn('admin');
    const target = await signedIn('member');
    expect((await setRole(target.user.id, { role: 'admin' }, admin.cookie)).status).toBe(200);
    const refused = await call(adminUsers, '/api/admin/users', { cookie: target.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(twoFactorMessages.adminRequired);
    expect(refused.body.message).toContain('/account');
  });

  it("409 for their own role (the administrators' API refuses their own account); 404 unknown or malformed id; 400 unknown role", async () => {
    const admin = await signedIn('admin');
    const own = await setRole(admin.user.id, { role: 'member' }, admin.cookie);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(proofMessages.ownAccount);
    const still = await getDb()
      .selectFrom('users')
      .select('role')
      .where('id', '=', admin.user.id)
      .executeTakeFirstOrThrow();
    expect(still.role).toBe('admin');
    expect((await setRole(crypto.randomUUID(), { role: 'admin' }, admin.cookie)).status).toBe(404);
    expect((await setRole('not-a-uuid', { role: 'admin' }, admin.cookie)).status).toBe(404);
    const target = await signedIn('member');
    const bad = await setRole(target.user.id, { role: 'owner' }, admin.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ role: [userMessages.role] });
  });

  it('two administrators demoting each other at once leave one administrator', async () => {
    await withOwnDatabase('admin_roles', async (db) => {
      const first = await signedIn('admin');
      const second = await signedIn('admin');
      const answers = await Promise.all([
        setRole(second.user.id, { role: 'member' }, first.cookie),
        setRole(first.user.id, { role: 'member' }, second.cookie),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
      const admins = await db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
      expect(admins).toHaveLength(1);
    });
  });
});
