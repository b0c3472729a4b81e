import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { call } from '../helpers/api.ts';
import { cookiesFrom, signedIn, uniqueEmail } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import accountExport from '../../netlify/functions/account-export.mts';
import accountPassword from '../../netlify/functions/account-password.mts';
import accountSessions from '../../netlify/functions/account-sessions.mts';
import adminAudit from '../../netlify/functions/admin-audit.mts';
import adminAuditExport from '../../netlify/functions/admin-audit-export.mts';
import adminExport from '../../netlify/functions/admin-export.mts';
import adminUser from '../../netlify/functions/admin-user.mts';
import adminUserPassword from '../../netlify/functions/admin-user-password.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import login from '../../netlify/functions/login.mts';
import logout from '../../netlify/functions/logout.mts';
import register from '../../netlify/functions/register.mts';

const PASSWORD = 'Quarry-lantern-47-orbit';

/** The trail for one account (as actor or target), oldest first. */
async function trailFor(userId: string) {
  return getDb()
    .selectFrom('auditEvents')
    .selectAll()
    .where((eb) => eb.or([eb('actorId', '=', userId), eb('targetId', '=', userId)]))
    .orderBy('occurredAt')
    .orderBy('action')
    .execute();
}

const audit = (query: string, cookie?: string) => call(adminAudit, `/api/admin/audit${query}`, { cookie });

describe('the audit trail in Postgres', () => {
  it('records sign-in, failure, registration, password change, export, sessions ended and sign-out, with the network only', async () => {
    const email = uniqueEmail('trail');
    const ip = '198.51.100.77';
    const registered = await call(register, '/api/register', {
      body: { email, password: PASSWORD, firstName: 'Tess', lastName: 'Trail' },
      ip,
    });
    expect(registered.status).toBe(201);
    const userId = registered.body.id;
    await call(login, '/api/login', { body: { email, password: 'Wrong-password-1' }, ip });
    const signed = await call(login, '/api/login', { body: { email, password: PASSWORD }, ip });
    const cookie = cookiesFrom(signed.response);
    await call(accountExport, '/api/account/export', { cookie, ip });
    await call(accountSessions, '/api/account/sessions', { method: 'DELETE', cookie, ip });
    const changed = await call(accountPassword, '/api/account/password', {
      method: 'PUT',
      body: { currentPassword: PASSWORD, newPassword: 'Violet-harbour-92-kettle' },
      cookie,
      ip,
    });
    expect(changed.status).toBe(204);
    await call(logout, '/api/logout', { method: 'POST', cookie, ip });

    const rows = await trailFor(userId);
    expect(rows.map((row) => [row.action, row.outcome])).toEqual([
      ['auth.register', 'success'],
      ['auth.sign_in_failed', 'failure'],
      ['auth.sign_in', 'success'],
      ['account.exported', 'success'],
      ['account.sessions_ended', 'success'],
      ['account.password_changed', 'success'],
      ['auth.sign_out', 'success'],
    ]);
    for (const row of rows) {
      expect(row.ipAddress).toBe('198.51.100.0');
      expect(row.targetEmail).toBe(email);
    }
    expect(rows[1]!.actorId).toBeNull();
    expect(JSON.stringify(rows)).not.toMatch(/Quarry|Violet|Wrong-password|argon2|wac_session/);
  });

  it('records every administrator action with who did it and to whom', async () => {
    const admin = await signedIn('admin');
    const ip = uniqueIp();
    const created = await call(adminUsers, '/api/admin/users', {
      body: { email: uniqueEmail('audited'), password: PASSWORD, firstName: 'Ada', lastName: 'Added' },
      cookie: admin.cookie,
      ip,
    });
    const userId = created.body.id;
    await call(adminUserPassword, `/api/admin/users/${userId}/password`, {
      method: 'PUT',
      body: { password: 'Violet-harbour-92-kettle' },
      cookie: admin.cookie,
      params: { userId },
      ip,
    });
    await call(adminExport, '/api/admin/exports/enquiries.csv', {
      cookie: admin.cookie,
      params: { dataset: 'enquiries.csv' },
      ip,
    });
    await call(adminUser, `/api/admin/users/${userId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
      params: { userId },
      ip,
    });

    const rows = (await trailFor(admin.user.id)).filter((row) => row.action.startsWith('admin.'));
    expect(rows.map((row) => [row.action, row.targetId, row.details])).toEqual([
      ['admin.user_created', userId, { role: 'member' }],
      ['admin.password_reset', userId, { sessionsEnded: 0 }],
      ['admin.export_downloaded', null, { dataset: 'enquiries.csv' }],
      ['admin.user_deleted', userId, { role: 'member' }],
    ]);
    // The trail outlives the account it names.
    expect(rows[3]!.targetEmail).toBe(created.body.email);
    for (const row of rows) expect(row.actorEmail).toBe(admin.email);
  });
});

describe('GET /api/admin/audit', () => {
  it('401 anonymous, 403 member', async () => {
    expect((await audit('')).status).toBe(401);
    const member = await signedIn('member');
    expect((await audit('', member.cookie)).status).toBe(403);
  });

  it('newest first, filtered by action, user and date range, a page at a time', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('member');
    const res = await audit(`?action=auth.sign_in&user=${encodeURIComponent(member.email.slice(0, 20))}`, admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 50, total: 1 });
    expect(res.body.events[0]).toMatchObject({ action: 'auth.sign_in', actorEmail: member.email, outcome: 'success' });

    const today = new Date().toISOString().slice(0, 10);
    const byDay = await audit(`?user=${encodeURIComponent(member.email)}&from=${today}&to=${today}`, admin.cookie);
    expect(byDay.body.total).toBe(1);
    const before = await audit(`?user=${encodeURIComponent(member.email)}&to=2020-01-01`, admin.cookie);
    expect(before.body).toMatchObject({ total: 0, events: [] });

    const everything = await audit('', admin.cookie);
    const times = everything.body.events.map((event: { occurredAt: string }) => event.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await audit('?page=2', admin.cookie);
    expect(second.body.page).toBe(2);
  });

  it.each([
    ['action=auth.unknown', 'action'],
    ['from=2026-13-45', 'from'],
    ['from=2026-11-23&to=2026-11-01', 'to'],
    ['page=0', 'page'],
    ['colour=blue', 'colour'],
  ])('400 for %s', async (query, field) => {
    const admin = await signedIn('admin');
    const res = await audit(`?${query}`, admin.cookie);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
  });
});

describe('GET /api/admin/audit/export', () => {
  it('the filtered trail as CSV, and taking it is recorded', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('member');
    const res = await call(adminAuditExport, `/api/admin/audit/export?user=${encodeURIComponent(member.email)}`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="audit-log-\d{4}-\d\d-\d\d\.csv"/);
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('occurred_at,action,outcome,actor_email,actor_id,target_email,target_id,ip_address,details');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['auth.sign_in']);
    const rows = await trailFor(admin.user.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'admin.audit_exported',
      details: expect.objectContaining({ user: member.email }),
    });
  });

  it('401 anonymous, 403 member, 400 for a bad filter', async () => {
    expect((await call(adminAuditExport, '/api/admin/audit/export')).status).toBe(401);
    const member = await signedIn('member');
    expect((await call(adminAuditExport, '/api/admin/audit/export', { cookie: member.cookie })).status).toBe(403);
    const admin = await signedIn('admin');
    expect((await call(adminAuditExport, '/api/admin/audit/export?page=x', { cookie: admin.cookie })).status).toBe(400);
  });
});
