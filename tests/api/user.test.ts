import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api.ts';
import { CLEARED_COOKIES, signedIn } from '../helpers/accounts.ts';
import authUser from '../../netlify/functions/auth-user.mts';
import logout from '../../netlify/functions/logout.mts';

describe('GET /api/auth/user (what pages ask)', () => {
  it('returns the signed-in user without secrets', async () => {
    const { user: row, cookie } = await signedIn('member', { firstName: 'Lin' });
    const res = await call(authUser, '/api/auth/user', { cookie });
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

  it('answers null, not an error, for an anonymous caller, without touching cookies', async () => {
    const res = await call(authUser, '/api/auth/user');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('answers null for a forged seal, a lone hint or an ended session, and clears both cookies', async () => {
    // A session signed out from elsewhere: this browser still holds its cookies.
    const ended = await signedIn('member');
    await call(logout, '/api/logout', { method: 'POST', cookie: ended.cookie });
    for (const cookie of ['wac_session=Fe26.2*1*forged*value; wac_auth=1', 'wac_auth=1', ended.cookie]) {
      const res = await call(authUser, '/api/auth/user', { cookie });
      expect(res.status).toBe(200);
      expect(res.body).toBeNull();
      expect(res.headers.getSetCookie()).toEqual(CLEARED_COOKIES);
    }
  });
});
