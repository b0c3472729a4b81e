import { describe, expect, it } from 'vitest';
import { getDb } from '../db.ts';
import { verifyPassword } from '../auth/password.ts';
import { makeUser, uniqueEmail } from '../../../tests/helpers/accounts.ts';
import { ensureAdministrator } from './ensure-administrator.ts';

const never = async (): Promise<string> => {
  throw new Error('the password should not be asked for');
};

describe('ensureAdministrator (npm run admin:create)', () => {
  it('creates a verified administrator with the given password', async () => {
    const email = uniqueEmail('ops');
    const result = await ensureAdministrator(
      getDb(),
      { email, firstName: 'Ops', lastName: 'Lead' },
      async () => 'a-strong-password',
    );
    expect(result.action).toBe('created');
    expect(result.user).toMatchObject({ email, role: 'admin', isVerified: true, firstName: 'Ops' });
    expect(await verifyPassword(result.user.passwordHash, 'a-strong-password')).toBe(true);
  });

  it('promotes an existing member without asking for a password, any e-mail case', async () => {
    const member = await makeUser();
    const result = await ensureAdministrator(getDb(), { email: member.email.toUpperCase() }, never);
    expect(result.action).toBe('promoted');
    expect(result.user.role).toBe('admin');
    expect(result.user.passwordHash).toBe(member.user.passwordHash);
  });

  it('leaves an administrator as is', async () => {
    const admin = await makeUser({ role: 'admin' });
    expect((await ensureAdministrator(getDb(), { email: admin.email }, never)).action).toBe('unchanged');
  });

  it('refuses a short password or missing names, creating nothing', async () => {
    const email = uniqueEmail('ops');
    await expect(
      ensureAdministrator(getDb(), { email, firstName: 'A', lastName: 'B' }, async () => 'short'),
    ).rejects.toThrow('Password must be at least 8 characters');
    await expect(ensureAdministrator(getDb(), { email }, never)).rejects.toThrow(
      'First name is required; Last name is required',
    );
    await expect(
      ensureAdministrator(getDb(), { email: 'not-an-email', firstName: 'A', lastName: 'B' }, never),
    ).rejects.toThrow('Please enter a valid email address');
    expect(await getDb().selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });
});
