import { afterEach, describe, expect, it, vi } from 'vitest';
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
import login from '../../functions/login.mts';
import authUser from '../../functions/auth-user.mts';

/** Netlify's deploy contexts: each must have its own secrets. */
const NETLIFY_CONTEXTS = ['production', 'deploy-preview', 'branch-deploy'];

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

/** Whether the cookie still signs someone in (what pages ask). */
const isSignedIn = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).body !== null;

describe('session timeouts', () => {
  it('are 30 minutes idle and 12 hours absolute', () => {
    expect(IDLE_TIMEOUT_MS).toBe(30 * MINUTE);
    expect(ABSOLUTE_TIMEOUT_MS).toBe(12 * 60 * MINUTE);
  });

  it('ends a session after 30 minutes without a request', async () => {
    const { cookie } = await signedIn();
    advance(29 * MINUTE);
    expect(await isSignedIn(cookie)).toBe(true);
    advance(29 * MINUTE); // 58 minutes after sign-in, but only 29 since the last request
    expect(await isSignedIn(cookie)).toBe(true);
    advance(IDLE_TIMEOUT_MS + 1000);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('ends an active session 12 hours after sign-in', async () => {
    const { cookie } = await signedIn();
    for (let elapsed = 0; elapsed < ABSOLUTE_TIMEOUT_MS - 20 * MINUTE; elapsed += 20 * MINUTE) {
      advance(20 * MINUTE);
      expect(await isSignedIn(cookie)).toBe(true);
    }
    advance(20 * MINUTE);
    expect(await isSignedIn(cookie)).toBe(false);
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
      expect(await isSignedIn(cookie)).toBe(true);
    }
    expect(await version()).toEqual(signedInAt);
    advance(SESSION_EXTEND_STEP_MS - 45_000); // 65 s after sign-in
    expect(await isSignedIn(cookie)).toBe(true);
    const extended = await version();
    expect(extended.xmin).not.toBe(signedInAt.xmin);
    expect(new Date(extended.expire).getTime() - new Date(signedInAt.expire).getTime()).toBeGreaterThanOrEqual(65_000);
    advance(30_000);
    expect(await isSignedIn(cookie)).toBe(true);
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
  const PUBLISHED = 'development-only-session-secret-never-use-in-production';

  it('uses SESSION_SECRET when it is long enough', () => {
    expect(sessionSecret({ SESSION_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
  });

  it('never falls back: a missing, short or published secret is refused in every context', () => {
    for (const context of [
      {},
      { NODE_ENV: 'production' },
      ...NETLIFY_CONTEXTS.map((c) => ({ NETLIFY: 'true', CONTEXT: c })),
    ]) {
      expect(() => sessionSecret(context)).toThrow(/SESSION_SECRET is not set/);
      expect(() => sessionSecret({ ...context, SESSION_SECRET: 'short' })).toThrow(/at least 32/);
      expect(() => sessionSecret({ ...context, SESSION_SECRET: PUBLISHED })).toThrow(/published in the repository/);
    }
  });

  it.each(
    NETLIFY_CONTEXTS.flatMap((context) => [
      [context, 'SESSION_SECRET', undefined],
      [context, 'SESSION_SECRET', PUBLISHED],
      [context, 'TOTP_ENCRYPTION_KEY', undefined],
      [context, 'TOTP_ENCRYPTION_KEY', 'development-only-totp-encryption-key-never-in-production'],
    ]),
  )('on Netlify (%s), %s %s makes every function answer 503 with one log line', async (context, variable, value) => {
    const { cookie, email, password } = await signedIn();
    vi.stubEnv('NETLIFY', 'true');
    vi.stubEnv('CONTEXT', context);
    vi.stubEnv(variable, value);
    vi.stubEnv('LOG_LEVEL', 'info');
    const lines: string[] = [];
    const info = vi.spyOn(console, 'info').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const read = await call(authUser, '/api/auth/user', { cookie });
      const signIn = await call(login, '/api/login', { body: { email, password } });
      expect([read.status, signIn.status]).toEqual([503, 503]);
      expect(signIn.response.headers.get('set-cookie')).toBeNull();
      expect(read.body).toEqual({ code: 'service_unavailable', message: expect.stringContaining('not configured') });
      const logged = lines.map((line) => JSON.parse(line));
      expect(logged).toEqual([
        expect.objectContaining({
          event: 'config.secret_unusable',
          variable,
          problem: value ? 'published' : 'missing',
        }),
        expect.objectContaining({ event: 'config.secret_unusable', variable }),
      ]);
      expect(lines.join('\n')).not.toContain(PUBLISHED);
    } finally {
      info.mockRestore();
      vi.unstubAllEnvs();
    }
  });

  it('a cookie read before is still only as good as its session row', async () => {
    const { user: row, cookie } = await signedIn();
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await isSignedIn(cookie)).toBe(true);
    await getDb().deleteFrom('sessions').where('userId', '=', row.id).execute();
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('a cookie sealed with another secret is not a session', async () => {
    const { cookie } = await signedIn();
    vi.stubEnv('SESSION_SECRET', 'another-secret-that-is-long-enough-to-use');
    try {
      expect(await isSignedIn(cookie)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
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
