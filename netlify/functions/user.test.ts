import { describe, expect, it } from 'vitest';
import { getDb } from '../lib/db.ts';
import { call } from '../../tests/helpers/api.ts';
import { signedIn } from '../../tests/helpers/accounts.ts';
import logout from './logout.mts';
import user from './user.mts';

const CLEARED = [
  'wac_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
  'wac_auth=; Path=/; Max-Age=0; SameSite=Lax',
];

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
    expect(res.body).toEqual({ message: 'Unauthorized' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('401 for a forged seal or a lone hint, and clears both cookies', async () => {
    for (const cookie of ['wac_session=Fe26.2*1*forged*value; wac_auth=1', 'wac_auth=1']) {
      const res = await call(user, path, { cookie });
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual(CLEARED);
    }
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the row goes, both cookies are cleared, a replayed cookie gets 401', async () => {
    const { user: row, cookie } = await signedIn();
    const res = await call(logout, '/api/logout', { method: 'POST', cookie });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()).toEqual(CLEARED);
    const rows = await getDb().selectFrom('sessions').select('sid').where('userId', '=', row.id).execute();
    expect(rows).toEqual([]);
    const replay = await call(user, '/api/user', { cookie });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: 'Unauthorized' });
  });

  it('signs out only this browser', async () => {
    const first = await signedIn();
    const { signInAs } = await import('../../tests/helpers/accounts.ts');
    const other = await signInAs(first);
    await call(logout, '/api/logout', { method: 'POST', cookie: first.cookie });
    expect((await call(user, '/api/user', { cookie: other })).status).toBe(200);
  });

  it('is harmless when already signed out', async () => {
    const res = await call(logout, '/api/logout', { method: 'POST' });
    expect(res.status).toBe(204);
  });

  it('405 for GET, 415 for a non-JSON body, 403 cross-site', async () => {
    expect((await call(logout, '/api/logout')).status).toBe(405);
    const form = await call(logout, '/api/logout', {
      method: 'POST',
      rawBody: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const cross = await call(logout, '/api/logout', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.status).toBe(403);
  });
});
