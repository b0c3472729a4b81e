import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { call } from '../helpers/api.ts';
import { CLEARED_COOKIES, signInAs, signedIn } from '../helpers/accounts.ts';
import logout from '../../netlify/functions/logout.mts';
import authUser from '../../netlify/functions/auth-user.mts';

describe('POST /api/logout', () => {
  it('ends the session: the row goes, both cookies are cleared, a replayed cookie is nobody', async () => {
    const { user: row, cookie } = await signedIn();
    const res = await call(logout, '/api/logout', { method: 'POST', cookie });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()).toEqual(CLEARED_COOKIES);
    const rows = await getDb().selectFrom('sessions').select('sid').where('userId', '=', row.id).execute();
    expect(rows).toEqual([]);
    const replay = await call(authUser, '/api/auth/user', { cookie });
    expect(replay.status).toBe(200);
    expect(replay.body).toBeNull();
  });

  it('signs out only this browser', async () => {
    const first = await signedIn();
    const other = await signInAs(first);
    await call(logout, '/api/logout', { method: 'POST', cookie: first.cookie });
    expect((await call(authUser, '/api/auth/user', { cookie: other })).body).not.toBeNull();
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
