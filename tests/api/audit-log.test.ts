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

    // Registration and Add User each send a verification e-mail (no mail server in this test).
    expect(events()).toEqual([
      'auth.register',
      'mail.not_configured',
      'auth.login_failed',
      'auth.login',
      'auth.logout',
      'auth.login',
      'admin.user_created',
      'mail.not_configured',
      'admin.password_reset',
      'admin.user_deleted',
    ]);
    expect(lines.find((l) => l.event === 'auth.login')).toMatchObject({ userId: registered.body.id, role: 'member' });
    expect(lines.find((l) => l.event === 'admin.user_deleted')).toMatchObject({ actorId: admin.user.id, userId });
    for (const secret of [password, 'wrong-password', 'reset-password-456', 'argon2', 'Fe26', cookie.split('=')[1]!]) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toContain(email);
  });
});
