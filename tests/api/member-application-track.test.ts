import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { DASHBOARD_APPLICATION_IDS } from '../../src/schemas/applications.ts';
import { call } from '../helpers/api.ts';
import { signedIn } from '../helpers/accounts.ts';
import track from '../../netlify/functions/member-application-track.mts';

const launch = (name: string, cookie?: string) =>
  call(track, `/api/member/applications/${name}/track`, { method: 'POST', cookie, params: { name } });

describe('POST /api/member/applications/{name}/track', () => {
  it('counts launches per member and application', async () => {
    const member = await signedIn();
    const first = await launch('zehn-business-mentor', member.cookie);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ applicationName: 'zehn-business-mentor', accessCount: '1' });
    const second = await launch('zehn-business-mentor', member.cookie);
    expect(second.body.accessCount).toBe('2');
    expect(new Date(second.body.lastAccessed).getTime()).toBeGreaterThanOrEqual(
      new Date(first.body.lastAccessed).getTime(),
    );
    const other = await signedIn();
    expect((await launch('zehn-business-mentor', other.cookie)).body.accessCount).toBe('1');
  });

  it('accepts every dashboard application', async () => {
    const member = await signedIn();
    for (const name of DASHBOARD_APPLICATION_IDS) {
      expect((await launch(name, member.cookie)).status).toBe(200);
    }
  });

  it('404 for an unknown application, recording nothing', async () => {
    const member = await signedIn();
    const res = await launch('not-an-app', member.cookie);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Application not found' });
    const rows = await getDb()
      .selectFrom('applicationAccess')
      .select('id')
      .where('userId', '=', member.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('401 when anonymous, 405 for GET, 415 for a non-JSON body', async () => {
    expect((await launch('contractiq')).status).toBe(401);
    const member = await signedIn();
    expect(
      (await call(track, '/api/member/applications/contractiq/track', { params: { name: 'contractiq' } })).status,
    ).toBe(405);
    const form = await call(track, '/api/member/applications/contractiq/track', {
      method: 'POST',
      cookie: member.cookie,
      params: { name: 'contractiq' },
      rawBody: 'x=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.status).toBe(415);
  });

  it('100 simultaneous launches add exactly 100', async () => {
    const member = await signedIn();
    const results = await Promise.all(Array.from({ length: 100 }, () => launch('paddock-pal', member.cookie)));
    expect(results.every((res) => res.status === 200)).toBe(true);
    const row = await getDb()
      .selectFrom('applicationAccess')
      .select('accessCount')
      .where('userId', '=', member.user.id)
      .where('applicationName', '=', 'paddock-pal')
      .executeTakeFirstOrThrow();
    expect(row.accessCount).toBe('100');
  });
});
