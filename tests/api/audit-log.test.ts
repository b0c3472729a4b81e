import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../helpers/api.ts';
import { cookiesFrom, signedIn, uniqueEmail } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import adminUser from '../../netlify/functions/admin-user.mts';
import adminUserPassword from '../../netlify/functions/admin-user-password.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import login from '../../netlify/functions/login.mts';
import logout from '../../netlify/functions/logout.mts';
import register from '../../netlify/functions/register.mts';

let lines: Record<string, unknown>[] = [];
let raw = '';

beforeEach(() => {
  lines = [];
  raw = '';
  vi.stubEnv('LOG_LEVEL', 'info');
  vi.spyOn(console, 'info').mockImplementation((line: unknown) => {
    raw += `${String(line)}\n`;
    lines.push(JSON.parse(String(line)));
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.mocked(console.info).mockRestore();
});

const events = () => lines.map((line) => line.event);

describe('audit log', () => {
  it('one structured line per sign-in, failure, registration, sign-out and administrator action, without secrets', async () => {
    const password = 'audit-password-123';
    const email = uniqueEmail('audit');
    const registered = await call(register, '/api/register', {
      body: { email, password, firstName: 'Au', lastName: 'Dit' },
      ip: uniqueIp(),
    });
    await call(login, '/api/login', { body: { email, password: 'wrong-password' }, ip: uniqueIp() });
    const signed = await call(login, '/api/login', { body: { email, password }, ip: uniqueIp() });
    const cookie = cookiesFrom(signed.response);
    await call(logout, '/api/logout', { method: 'POST', cookie });

    const admin = await signedIn('admin');
    const created = await call(adminUsers, '/api/admin/users', {
      body: { email: uniqueEmail('audit'), password, firstName: 'New', lastName: 'User' },
      cookie: admin.cookie,
    });
    const userId = created.body.id;
    await call(adminUserPassword, `/api/admin/users/${userId}/password`, {
      method: 'PUT',
      body: { password: 'reset-password-456' },
      cookie: admin.cookie,
      params: { userId },
    });
    await call(adminUser, `/api/admin/users/${userId}`, { method: 'DELETE', cookie: admin.cookie, params: { userId } });

    // Registration and Add User each send a verification e-mail (no mail server in this test), after the
    // response, so its line comes whenever the mail is tried.
    expect(events().filter((event) => event === 'mail.not_configured')).toHaveLength(2);
    // Each event's line is named by its audit action (one helper writes both).
    expect(events().filter((event) => event !== 'mail.not_configured')).toEqual([
      'auth.register',
      'auth.sign_in_failed',
      'request.refused',
      'auth.sign_in',
      'auth.sign_out',
      'auth.sign_in',
      'account.recovery_code_used',
      'admin.user_created',
      'admin.password_reset',
      'admin.user_deleted',
    ]);
    expect(lines.find((l) => l.event === 'auth.sign_in')).toMatchObject({
      actorId: registered.body.id,
      targetId: registered.body.id,
      role: 'member',
      outcome: 'success',
    });
    expect(lines.find((l) => l.event === 'admin.user_deleted')).toMatchObject({
      actorId: admin.user.id,
      targetId: userId,
    });
    expect(lines.find((l) => l.event === 'auth.sign_in_failed')).toMatchObject({ outcome: 'failure' });
    for (const secret of [password, 'wrong-password', 'reset-password-456', 'argon2', 'Fe26', cookie.split('=')[1]!]) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toContain(email);
  });

  it('one request.refused line per refusal on the auth and admin endpoints: route, status, truncated IP, user id', async () => {
    const member = await signedIn('member');
    const admin = await signedIn('admin');
    const password = 'refused-password-789';
    const ip = '198.51.100.23';
    const refusals = [
      await call(login, '/api/login', { body: { email: 'not-an-email', password }, ip }),
      await call(register, '/api/register', {
        body: { email: member.email, password, firstName: 'A', lastName: 'B' },
        ip,
      }),
      await call(adminUsers, '/api/admin/users', { cookie: member.cookie, ip }),
      await call(adminUsers, '/api/admin/users', { ip }),
      await call(adminUser, `/api/admin/users/${admin.user.id}`, {
        method: 'DELETE',
        cookie: admin.cookie,
        params: { userId: admin.user.id },
        ip,
      }),
      await call(adminUserPassword, `/api/admin/users/${member.user.id}/password`, {
        method: 'PUT',
        body: { password: 'short' },
        cookie: admin.cookie,
        params: { userId: member.user.id },
        ip,
      }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 409, 403, 401, 409, 400]);
    const refused = lines.filter((line) => line.event === 'request.refused');
    expect(refused).toEqual([
      { at: expect.any(String), event: 'request.refused', route: 'POST /api/login', status: 400, ip: '198.51.100.0' },
      {
        at: expect.any(String),
        event: 'request.refused',
        route: 'POST /api/register',
        status: 409,
        ip: '198.51.100.0',
      },
      {
        at: expect.any(String),
        event: 'request.refused',
        route: 'GET /api/admin/users',
        status: 403,
        ip: '198.51.100.0',
        userId: member.user.id,
      },
      {
        at: expect.any(String),
        event: 'request.refused',
        route: 'GET /api/admin/users',
        status: 401,
        ip: '198.51.100.0',
      },
      {
        at: expect.any(String),
        event: 'request.refused',
        route: `DELETE /api/admin/users/${admin.user.id}`,
        status: 409,
        ip: '198.51.100.0',
        userId: admin.user.id,
      },
      {
        at: expect.any(String),
        event: 'request.refused',
        route: `PUT /api/admin/users/${member.user.id}/password`,
        status: 400,
        ip: '198.51.100.0',
        userId: admin.user.id,
      },
    ]);
    for (const secret of [password, 'short', member.cookie.split('=')[1]!, admin.cookie.split('=')[1]!, 'Fe26']) {
      expect(raw).not.toContain(secret);
    }
    expect(JSON.stringify(refused)).not.toContain(ip);
  });

  it('logs a sign-in refused by the rate limit (429)', async () => {
    const ip = uniqueIp();
    const email = uniqueEmail('limited');
    let last = 0;
    for (let attempt = 0; attempt <= 10 && last !== 429; attempt++) {
      last = (await call(login, '/api/login', { body: { email, password: 'wrong-password' }, ip })).status;
    }
    expect(last).toBe(429);
    expect(lines.filter((line) => line.event === 'request.refused').at(-1)).toMatchObject({
      route: 'POST /api/login',
      status: 429,
    });
  });
});
