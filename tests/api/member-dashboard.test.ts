import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { call } from '../helpers/api.ts';
import { signInAs, signedIn } from '../helpers/accounts.ts';
import dashboard from '../../netlify/functions/member-dashboard.mts';

describe('GET /api/member/dashboard', () => {
  it('summarises the account: 11 applications, Active, and the sign-in before this one', async () => {
    const member = await signedIn();
    const first = await call(dashboard, '/api/member/dashboard', { cookie: member.cookie });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      applicationCount: 11,
      accountStatus: 'Active',
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

  it('is the same for administrators', async () => {
    const admin = await signedIn('admin');
    expect((await call(dashboard, '/api/member/dashboard', { cookie: admin.cookie })).body.applicationCount).toBe(11);
  });
});
