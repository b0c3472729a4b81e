import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api.ts';
import { CLEARED_COOKIES, signedIn } from '../helpers/accounts.ts';
import user from '../../netlify/functions/user.mts';

describe.each(['/api/user', '/api/auth/user'])('GET %s', (path) => {
  it('returns the signed-in user without secrets', async () => {
    const { user: row, cookie } = await signedIn('member', { firstName: 'Lin' });
    const res = await call(user, path, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: row.id,
      email: row.email,
      firstName: 'Lin',
      lastName: 'User',
      profileImageUrl: null,
      isVerified: false,
      role: 'member',
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('401 Unauthorized for an anonymous caller, without touching cookies', async () => {
    const res = await call(user, path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('401 for a forged seal or a lone hint, and clears both cookies', async () => {
    for (const cookie of ['wac_session=Fe26.2*1*forged*value; wac_auth=1', 'wac_auth=1']) {
      const res = await call(user, path, { cookie });
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual(CLEARED_COOKIES);
    }
  });
});
