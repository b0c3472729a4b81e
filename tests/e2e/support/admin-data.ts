// The administrators' panels with a row in every optional state, for the page walk (axe and layout): users with
// and without passkeys, with the code app on and off, confirmed and unconfirmed, a member and an
// administrator; audit events of every outcome (a refused request among them). Browser tests run one at a
// time, so rows made just before a walk head the lists it reads (newest first).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { insertPasskey } from '../../../netlify/lib/passkeys/repository.ts';
import { createAccount, type Account } from './accounts.ts';

async function addPasskey(db: Kysely<Database>, userId: string, name: string) {
  await insertPasskey(
    db,
    {
      userId,
      name,
      credentialId: randomBytes(32).toString('base64url'),
      publicKey: randomBytes(77),
      counter: 0,
      transports: ['internal'],
      deviceType: 'multiDevice',
      backedUp: true,
      aaguid: '00000000-0000-0000-0000-000000000000',
    },
    new Date(),
  );
}

/** Seeds the rows and returns the accounts, newest first as the user list shows them. */
export async function seedEveryUserState(db: Kysely<Database>): Promise<Account[]> {
  const states = [
    { firstName: 'Pascale', lastName: 'Passkey-Holder', passkeys: 2, twoFactor: false, verified: true },
    { firstName: 'Cody', lastName: 'Code-App', passkeys: 0, twoFactor: true, verified: true },
    { firstName: 'Bea', lastName: 'Both-Factors', passkeys: 1, twoFactor: true, verified: false },
    { firstName: 'Una', lastName: 'Unconfirmed', passkeys: 0, twoFactor: false, verified: false },
    {
      firstName: 'Imogen',
      lastName: 'Second-Administrator',
      passkeys: 1,
      twoFactor: true,
      verified: true,
      role: 'admin',
    },
  ] as const;
  const accounts: Account[] = [];
  for (const [index, state] of states.entries()) {
    const role = 'role' in state ? state.role : 'member';
    const account = await createAccount(db, { ...state, role, twoFactor: state.twoFactor });
    for (let n = 1; n <= state.passkeys; n++) await addPasskey(db, account.id, `${state.firstName}'s device ${n}`);
    await db
      .updateTable('users')
      .set({ isVerified: state.verified, createdAt: new Date(Date.now() - index * 1000) })
      .where('id', '=', account.id)
      .execute();
    accounts.push(account);
  }
  const [first] = accounts;
  const at = (seconds: number) => new Date(Date.now() - seconds * 1000);
  await db
    .insertInto('auditEvents')
    .values([
      { action: 'auth.sign_in', outcome: 'success', actorId: first!.id, actorEmail: first!.email, occurredAt: at(1) },
      {
        action: 'auth.sign_in_failed',
        outcome: 'failure',
        actorEmail: first!.email,
        ipAddress: '198.51.100.7',
        occurredAt: at(2),
      },
      {
        action: 'admin.access_denied',
        outcome: 'denied',
        actorId: first!.id,
        actorEmail: first!.email,
        details: JSON.stringify({ code: 'two_factor_required', count: 60 }),
        occurredAt: at(3),
      },
    ])
    .execute();
  return accounts;
}
