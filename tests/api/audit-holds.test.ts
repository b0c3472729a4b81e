// The audit trail holds: a wrong password or code typed to confirm any account action leaves that
// action's event with outcome `failure`; a member refused an administrator page many times leaves at
// most one `denied` event a minute, counting them; and a change whose audit event cannot be written is
// undone, so nothing happens to an account without its record.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { call } from '../helpers/api.ts';
import { TEST_PASSWORD, makeUser, signInAs, signedIn } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import account from '../../netlify/functions/account.mts';
import accountPassword from '../../netlify/functions/account-password.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import login from '../../netlify/functions/login.mts';
import recoveryCodes from '../../netlify/functions/account-two-factor-recovery-codes.mts';
import twoFactor from '../../netlify/functions/account-two-factor.mts';
import twoFactorSetup from '../../netlify/functions/account-two-factor-setup.mts';
import { allowConsoleError } from '../setup/per-file.ts';

const failures = async (userId: string) =>
  (
    await getDb()
      .selectFrom('auditEvents')
      .select(['action', 'details', 'actorId', 'ipAddress'])
      .where('actorId', '=', userId)
      .where('outcome', '=', 'failure')
      .orderBy('occurredAt')
      .execute()
  ).map((row) => `${row.action} ${String(row.details.reason)}`);

describe('failed re-authentication', () => {
  it('a wrong password on every account action leaves the action, failed', async () => {
    const member = await signedIn('member');
    const wrong = 'not-the-password';
    const answers = [
      await call(accountPassword, '/api/account/password', {
        method: 'PUT',
        body: { currentPassword: wrong, newPassword: 'harbour-lantern-quietly-two' },
        cookie: member.cookie,
      }),
      await call(twoFactorSetup, '/api/account/two-factor/setup', { body: { password: wrong }, cookie: member.cookie }),
      await call(account, '/api/account', { method: 'DELETE', body: { password: wrong }, cookie: member.cookie }),
    ];
    expect(answers.map((res) => res.status)).toEqual([400, 400, 400]);
    expect(await failures(member.user.id)).toEqual([
      'account.password_changed wrong_password',
      'account.two_factor_setup_started wrong_password',
      'account.deleted wrong_password',
    ]);
  });

  it('a wrong code turning two-factor on, off or making new recovery codes leaves the action, failed', async () => {
    const member = await signedIn('member');
    const started = await call(twoFactorSetup, '/api/account/two-factor/setup', {
      body: { password: TEST_PASSWORD },
      cookie: member.cookie,
    });
    expect(started.status).toBe(201);
    expect(
      (
        await call(twoFactor, '/api/account/two-factor', {
          body: { code: '000000', password: TEST_PASSWORD },
          cookie: member.cookie,
        })
      ).status,
    ).toBe(400);

    const enrolled = await makeUser({ twoFactor: true });
    const cookie = await signInAs(enrolled);
    const both = { password: TEST_PASSWORD, code: '000000' };
    expect((await call(twoFactor, '/api/account/two-factor', { method: 'DELETE', body: both, cookie })).status).toBe(
      400,
    );
    expect((await call(recoveryCodes, '/api/account/two-factor/recovery-codes', { body: both, cookie })).status).toBe(
      400,
    );
    const wrongPassword = { password: 'not-the-password', code: enrolled.twoFactor!.recoveryCodes[0]! };
    expect(
      (await call(recoveryCodes, '/api/account/two-factor/recovery-codes', { body: wrongPassword, cookie })).status,
    ).toBe(400);

    expect(await failures(member.user.id)).toEqual(['account.two_factor_enabled wrong_code']);
    expect(await failures(enrolled.user.id)).toEqual([
      'account.two_factor_disabled wrong_code',
      'account.recovery_codes_regenerated wrong_code',
      'account.recovery_codes_regenerated wrong_password',
    ]);
  });
});

describe('refused requests, coalesced', () => {
  it('150 refused administrator requests from one member in a minute: at most three rows, counting all 150', async () => {
    const member = await signedIn('member');
    const statuses: number[] = [];
    for (let batch = 0; batch < 3; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => call(adminUsers, '/api/admin/users', { cookie: member.cookie })),
      );
      statuses.push(...answers.map((res) => res.status));
    }
    expect(statuses.filter((status) => status === 403)).toHaveLength(150);
    const rows = await getDb()
      .selectFrom('auditEvents')
      .select(['details', 'outcome', 'action'])
      .where('actorId', '=', member.user.id)
      .where('action', '=', 'admin.access_denied')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(rows.every((row) => row.outcome === 'denied')).toBe(true);
    expect(rows.reduce((sum, row) => sum + Number(row.details.count), 0)).toBe(150);
  });
});

describe('an audit event in the same transaction as its change', () => {
  const broken: string[] = [];
  /** Makes every audit insert naming this account fail, as a full disk or a bad column would. */
  async function breakAuditFor(userId: string) {
    const name = `break_audit_${userId.replace(/-/g, '')}`;
    broken.push(name);
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'audit write failed'; end $$;
         create trigger ${name} before insert on audit_events for each row
           when (new.actor_id = '${userId}' or new.target_id = '${userId}') execute function ${name}();`,
      )
      .execute(getDb());
  }
  afterEach(async () => {
    for (const name of broken.splice(0)) {
      await sql.raw(`drop trigger ${name} on audit_events; drop function ${name}();`).execute(getDb());
    }
  });

  it('a failed audit write rolls the change back: names, sign-in and sessions stay as they were', async () => {
    const member = await signedIn('member');
    await breakAuditFor(member.user.id);
    const renamed = await allowConsoleError(() =>
      call(account, '/api/account', {
        method: 'PATCH',
        body: { firstName: 'Changed', lastName: 'Name' },
        cookie: member.cookie,
      }),
    );
    expect(renamed.status).toBe(500);
    const row = await getDb()
      .selectFrom('users')
      .select(['firstName', 'lastLoginAt'])
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(row.firstName).toBe('Test');

    const sessionsBefore = await getDb()
      .selectFrom('sessions')
      .select('sid')
      .where('userId', '=', member.user.id)
      .execute();
    const signIn = await allowConsoleError(() =>
      call(login, '/api/login', { body: { email: member.email, password: member.password }, ip: uniqueIp() }),
    );
    expect(signIn.status).toBe(500);
    expect(signIn.response.headers.get('set-cookie')).toBeNull();
    const sessionsAfter = await getDb()
      .selectFrom('sessions')
      .select('sid')
      .where('userId', '=', member.user.id)
      .execute();
    expect(sessionsAfter).toEqual(sessionsBefore);
    const after = await getDb()
      .selectFrom('users')
      .select('lastLoginAt')
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(after.lastLoginAt).toEqual(row.lastLoginAt);
  });
});
