import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { proofMessages } from '../../src/schemas/proof.ts';
import { call } from '../helpers/api.ts';
import { signInAs, signedIn } from '../helpers/accounts.ts';
import adminUserSessions from '../../netlify/functions/admin-user-sessions.mts';
import authUser from '../../netlify/functions/auth-user.mts';

const path = (userId: string) => `/api/admin/users/${userId}/sessions`;
const list = (userId: string, cookie?: string) => call(adminUserSessions, path(userId), { cookie, params: { userId } });
const endAll = (userId: string, cookie?: string) =>
  call(adminUserSessions, path(userId), { method: 'DELETE', cookie, params: { userId } });
const isSignedIn = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).body !== null;

describe('/api/admin/users/{userId}/sessions', () => {
  it('401 anonymous, 403 member, ending nothing', async () => {
    const target = await signedIn('member');
    expect((await list(target.user.id)).status).toBe(401);
    expect((await endAll(target.user.id)).status).toBe(401);
    const member = await signedIn('member');
    expect((await list(target.user.id, member.cookie)).status).toBe(403);
    expect((await endAll(target.user.id, member.cookie)).status).toBe(403);
    expect(await isSignedIn(target.cookie)).toBe(true);
  });

  it("an administrator sees where a user is signed in (browser, network, times; never a session's secret)", async () => {
    const admin = await signedIn('admin');
    const target = await signedIn('member');
    await signInAs(target);
    const res = await list(target.user.id, admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(Object.keys(res.body[0]).sort()).toEqual(['browser', 'id', 'ipAddress', 'lastActiveAt', 'os', 'signedInAt']);
    const sids = await getDb().selectFrom('sessions').select('sid').where('userId', '=', target.user.id).execute();
    for (const { sid } of sids) expect(JSON.stringify(res.body)).not.toContain(sid);
  });

  it('ends every session of the user, and the audit trail says who and how many', async () => {
    const admin = await signedIn('admin');
    const target = await signedIn('member');
    const elsewhere = await signInAs(target);
    const res = await endAll(target.user.id, admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect(await isSignedIn(target.cookie)).toBe(false);
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect(await isSignedIn(admin.cookie)).toBe(true);
    const row = await getDb()
      .selectFrom('auditEvents')
      .selectAll()
      .where('targetId', '=', target.user.id)
      .where('action', '=', 'admin.sessions_ended')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actorId: admin.user.id, details: { ended: 2 }, outcome: 'success' });
  });

  it("the administrators' API refuses ending the administrator's own sessions (409): every session stays", async () => {
    const admin = await signedIn('admin');
    const other = await signInAs(admin);
    const own = await endAll(admin.user.id, admin.cookie);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(proofMessages.ownAccount);
    expect(await isSignedIn(admin.cookie)).toBe(true);
    expect(await isSignedIn(other)).toBe(true);
  });

  it('404 for an unknown or malformed id', async () => {
    const admin = await signedIn('admin');
    for (const id of [crypto.randomUUID(), 'nobody']) {
      expect((await list(id, admin.cookie)).status).toBe(404);
      expect((await endAll(id, admin.cookie)).status).toBe(404);
    }
  });

  it('two administrators ending the same sessions at once: every session ends once', async () => {
    const admins = [await signedIn('admin'), await signedIn('admin')];
    const target = await signedIn('member');
    await signInAs(target);
    const answers = await Promise.all(admins.map((a) => endAll(target.user.id, a.cookie)));
    expect(answers.map((a) => a.body.ended).sort()).toEqual([0, 2]);
  });
});
