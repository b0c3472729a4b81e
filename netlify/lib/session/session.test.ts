import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../clock.ts';
import { getDb } from '../db.ts';
import { sql } from 'kysely';
import {
  ABSOLUTE_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
  SESSION_EXTEND_STEP_MS,
  cookiePolicy,
  isProduction,
  sessionSecret,
} from './config.ts';
import { purgeExpiredSessions } from './store.ts';
import { call } from '../../../tests/helpers/api.ts';
import { signedIn } from '../../../tests/helpers/accounts.ts';
import user from '../../functions/user.mts';

const MINUTE = 60_000;
let offset = 0;
/** Moves the server's clock forward by `ms` from now on. */
function advance(ms: number) {
  offset += ms;
  setClock(() => new Date(Date.now() + offset));
}

afterEach(() => {
  offset = 0;
  setClock(undefined);
});

const status = async (cookie: string) => (await call(user, '/api/user', { cookie })).status;

describe('session timeouts', () => {
  it('are 30 minutes idle and 12 hours absolute', () => {
    expect(IDLE_TIMEOUT_MS).toBe(30 * MINUTE);
    expect(ABSOLUTE_TIMEOUT_MS).toBe(12 * 60 * MINUTE);
  });

  it('ends a session after 30 minutes without a request', async () => {
    const { cookie } = await signedIn();
    advance(29 * MINUTE);
    expect(await status(cookie)).toBe(200);
    advance(29 * MINUTE); // 58 minutes after sign-in, but only 29 since the last request
    expect(await status(cookie)).toBe(200);
    advance(IDLE_TIMEOUT_MS + 1000);
    expect(await status(cookie)).toBe(401);
  });

  it('ends an active session 12 hours after sign-in', async () => {
    const { cookie } = await signedIn();
    for (let elapsed = 0; elapsed < ABSOLUTE_TIMEOUT_MS - 20 * MINUTE; elapsed += 20 * MINUTE) {
      advance(20 * MINUTE);
      expect(await status(cookie)).toBe(200);
    }
    advance(20 * MINUTE);
    expect(await status(cookie)).toBe(401);
  });

  it('a check writes the session row at most once a minute (reads do not write)', async () => {
    const { user: row, cookie } = await signedIn();
    // xmin is the transaction that last wrote the row: unchanged means not written.
    const version = () =>
      sql<{ xmin: string; expire: Date }>`select xmin::text as xmin, expire from sessions where user_id = ${row.id}`
        .execute(getDb())
        .then((result) => result.rows[0]!);
    const signedInAt = await version();
    for (let i = 0; i < 5; i++) {
      advance(10_000);
      expect(await status(cookie)).toBe(200);
    }
    expect(await version()).toEqual(signedInAt);
    advance(SESSION_EXTEND_STEP_MS - 45_000); // 65 s after sign-in
    expect(await status(cookie)).toBe(200);
    const extended = await version();
    expect(extended.xmin).not.toBe(signedInAt.xmin);
    expect(new Date(extended.expire).getTime() - new Date(signedInAt.expire).getTime()).toBeGreaterThanOrEqual(65_000);
    advance(30_000);
    expect(await status(cookie)).toBe(200);
    expect(await version()).toEqual(extended);
  });

  it('purges expired rows and keeps live ones', async () => {
    const stale = await signedIn();
    const fresh = await signedIn();
    // Expire one row by the real clock rather than moving time forward: a purge at a moved clock would
    // also end the live sessions of test files running at the same time on the same database.
    await getDb()
      .updateTable('sessions')
      .set({ expire: new Date(Date.now() - MINUTE) })
      .where('userId', '=', stale.user.id)
      .execute();
    const purged = await purgeExpiredSessions(getDb());
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await getDb()
      .selectFrom('sessions')
      .select('userId')
      .where('userId', 'in', [stale.user.id, fresh.user.id])
      .execute();
    expect(left.map((row) => row.userId)).toEqual([fresh.user.id]);
  });

  it('stores only a random id: 256 bits, not the user id', async () => {
    const { user: row } = await signedIn();
    const session = await getDb()
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(session.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.sid).not.toContain(row.id);
  });
});

describe('session secret', () => {
  it('uses SESSION_SECRET when it is long enough', () => {
    expect(sessionSecret({ SESSION_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
  });

  it('refuses a short secret anywhere', () => {
    expect(() => sessionSecret({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('falls back to a development secret outside production only', () => {
    expect(sessionSecret({}).length).toBeGreaterThanOrEqual(32);
    expect(() => sessionSecret({ NODE_ENV: 'production' })).toThrow(/refusing to run in production/);
    expect(() => sessionSecret({ NETLIFY: 'true', CONTEXT: 'production' })).toThrow(/SESSION_SECRET/);
    expect(sessionSecret({ NETLIFY: 'true', CONTEXT: 'deploy-preview' }).length).toBeGreaterThanOrEqual(32);
  });

  it('answers a bare 500 (and logs) when production has no secret, never leaking why', async () => {
    const { cookie } = await signedIn();
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const res = await call(user, '/api/user', { cookie });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 'internal_error', message: 'Internal Server Error' });
    } finally {
      if (saved === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = saved;
    }
  });

  it('a cookie read before is still only as good as its session row', async () => {
    const { user: row, cookie } = await signedIn();
    expect(await status(cookie)).toBe(200);
    expect(await status(cookie)).toBe(200);
    await getDb().deleteFrom('sessions').where('userId', '=', row.id).execute();
    expect(await status(cookie)).toBe(401);
  });

  it('a cookie sealed with another secret is not a session', async () => {
    const { cookie } = await signedIn();
    process.env.SESSION_SECRET = 'another-secret-that-is-long-enough-to-use';
    try {
      expect(await status(cookie)).toBe(401);
    } finally {
      delete process.env.SESSION_SECRET;
    }
  });
});

describe('cookie policy', () => {
  it('is __Host- and Secure over HTTPS or in production, plain on http://localhost', () => {
    expect(cookiePolicy(new Request('https://example.test/'), {})).toEqual({
      sessionName: '__Host-wac_session',
      secure: true,
    });
    expect(cookiePolicy(new Request('http://localhost/'), {})).toEqual({ sessionName: 'wac_session', secure: false });
    expect(cookiePolicy(new Request('http://localhost/'), { NODE_ENV: 'production' }).secure).toBe(true);
    expect(isProduction({ NETLIFY: 'true', CONTEXT: 'production' })).toBe(true);
  });
});
