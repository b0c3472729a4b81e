import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { call } from '../helpers/api.ts';
import { signInAs, signedIn } from '../helpers/accounts.ts';
import dashboard from '../../netlify/functions/member-dashboard.mts';

describe('GET /api/member/dashboard', () => {
  it('summarises the account: 11 applications, its state, and the sign-in before this one', async () => {
    const member = await signedIn();
    const first = await call(dashboard, '/api/member/dashboard', { cookie: member.cookie });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      applicationCount: 11,
      emailVerified: false,
      twoFactorEnabled: false,
      previousLoginAt: null,
      brandPersona: { status: 'not-started' },
    });

    const row = await getDb()
      .selectFrom('users')
      .select('lastLoginAt')
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    const again = await signInAs(member);
    const second = await call(dashboard, '/api/member/dashboard', { cookie: again });
    expect(second.body.previousLoginAt).toBe(row.lastLoginAt!.toISOString());
  });

  it('401 when anonymous', async () => {
    const res = await call(dashboard, '/api/member/dashboard');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
  });

  it('says the account as it is: a verified e-mail address, two-factor sign-in on', async () => {
    const member = await signedIn('member', { twoFactor: true });
    await getDb().updateTable('users').set({ isVerified: true }).where('id', '=', member.user.id).execute();
    const res = await call(dashboard, '/api/member/dashboard', { cookie: member.cookie });
    expect(res.body).toMatchObject({ emailVerified: true, twoFactorEnabled: true });
  });

  it('is the same for administrators', async () => {
    const admin = await signedIn('admin');
    const res = await call(dashboard, '/api/member/dashboard', { cookie: admin.cookie });
    expect(res.body).toMatchObject({ applicationCount: 11, emailVerified: false, twoFactorEnabled: true });
  });
});
