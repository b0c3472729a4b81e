import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { proofMessages } from '../../src/schemas/proof.ts';
import { call } from '../helpers/api.ts';
import { signedIn } from '../helpers/accounts.ts';
import authUser from '../../netlify/functions/auth-user.mts';
import adminUser from '../../netlify/functions/admin-user.mts';

const remove = (userId: string, cookie?: string) =>
  call(adminUser, `/api/admin/users/${userId}`, { method: 'DELETE', cookie, params: { userId } });
const isSignedIn = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).body !== null;

describe('DELETE /api/admin/users/{userId}: roles', () => {
  it('401 anonymous, 403 member, changing nothing', async () => {
    const target = await signedIn('member');
    const anonymous = await remove(target.user.id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
    const member = await signedIn('member');
    const forbidden = await remove(target.user.id, member.cookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ code: 'forbidden', message: 'Forbidden' });
    expect(await isSignedIn(target.cookie)).toBe(true);
  });
});

describe('DELETE /api/admin/users/{userId}', () => {
  it('deletes the user, their sessions and launches', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('member');
    await getDb()
      .insertInto('applicationAccess')
      .values({ userId: member.user.id, applicationName: 'contractiq' })
      .execute();
    const res = await remove(member.user.id, admin.cookie);
    expect(res.status).toBe(204);
    expect(await isSignedIn(member.cookie)).toBe(false);
    const left = await Promise.all([
      getDb().selectFrom('users').select('id').where('id', '=', member.user.id).execute(),
      getDb().selectFrom('sessions').select('sid').where('userId', '=', member.user.id).execute(),
      getDb().selectFrom('applicationAccess').select('id').where('userId', '=', member.user.id).execute(),
    ]);
    expect(left).toEqual([[], [], []]);
    expect((await remove(member.user.id, admin.cookie)).status).toBe(404);
  });

  it('409: an administrator cannot delete their own account', async () => {
    const admin = await signedIn('admin');
    const res = await remove(admin.user.id, admin.cookie);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'conflict', message: proofMessages.ownAccount });
    expect(await isSignedIn(admin.cookie)).toBe(true);
  });

  it('two administrators deleting each other at once: exactly one succeeds', async () => {
    const a = await signedIn('admin');
    const b = await signedIn('admin');
    const [ab, ba] = await Promise.all([remove(b.user.id, a.cookie), remove(a.user.id, b.cookie)]);
    const [winner, loser] = [ab.status, ba.status].sort();
    expect(winner).toBe(204);
    // The loser was deleted: refused at the lock (403) or, if the winner finished first, at sign-in (401).
    expect([401, 403]).toContain(loser);
    const left = await getDb().selectFrom('users').select('role').where('id', 'in', [a.user.id, b.user.id]).execute();
    expect(left).toEqual([{ role: 'admin' }]);
  });

  it('404 for an unknown or malformed id', async () => {
    const admin = await signedIn('admin');
    expect((await remove(crypto.randomUUID(), admin.cookie)).status).toBe(404);
    expect((await remove('1 or 1=1', admin.cookie)).status).toBe(404);
  });
});
