// The bench's users: for the user search at scale, 5,000 users seeded straight into the bench's Postgres
// (one INSERT from generate_series, once per database), and an administrator with two-factor sign-in on,
// signed in through the real API with one of its recovery codes; for the signed-in read, a throwaway
// member registered through the API.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/rows.ts';
import { hashPassword } from '../../netlify/lib/auth/password.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../../netlify/lib/two-factor/codes.ts';
import { replaceRecoveryCodes } from '../../netlify/lib/two-factor/repository.ts';
import { seal } from '../../netlify/lib/two-factor/secret-box.ts';
import { newTotpSecret } from '../../netlify/lib/two-factor/totp.ts';
import { insertUser } from '../../netlify/lib/users/repository.ts';

export const SEEDED_USERS = 5_000;
/** The search the bench times: the start of a first name shared by about one user in ten. */
export const BENCH_SEARCH = 'har';

const FIRST_NAMES = ['Harriet', 'Oliver', 'Amelia', 'Noah', 'Isla', 'George', 'Ava', 'Arthur', 'Mia', 'Leo'];

export async function seedUsers(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from users where email like 'bench-user-%'`.execute(
    db,
  );
  const missing = SEEDED_USERS - Number(rows[0]!.n);
  if (missing <= 0) return;
  await sql`
    insert into users (email, password_hash, first_name, last_name, role)
    select 'bench-user-' || gen_random_uuid() || '@example.test', 'not-a-password-hash',
           (${sql.val(FIRST_NAMES)}::text[])[1 + (i % 10)], 'Bench' || i, 'member'
    from generate_series(1, ${missing}) as i`.execute(db);
  await sql`analyze users`.execute(db);
}

/** An administrator with two-factor sign-in on, signed in through the API; returns the Cookie header. */
export async function benchAdminCookie(db: Kysely<Database>, base: string): Promise<string> {
  const email = `bench-admin-${crypto.randomUUID()}@example.test`;
  const password = `bench-${crypto.randomUUID()}`;
  const user = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Bench',
    lastName: 'Administrator',
    role: 'admin',
    profileImageUrl: null,
    lastLoginAt: null,
    previousLoginAt: null,
  });
  const [code] = newRecoveryCodes();
  await db
    .updateTable('users')
    .set({ twoFactorSecret: seal(newTotpSecret()), twoFactorEnabledAt: new Date() })
    .where('id', '=', user!.id)
    .execute();
  await replaceRecoveryCodes(db, user!.id, [hashRecoveryCode(code!)]);
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const first = (await (await post('/api/login', { email, password })).json()) as { challenge: string };
  const signedIn = await post('/api/login/two-factor', { challenge: first.challenge, code });
  if (signedIn.status !== 200) throw new Error(`Could not sign the bench administrator in: ${signedIn.status}`);
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Registers a throwaway member through the API (any database, no seed needed); returns its cookies. */
export async function signedInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${crypto.randomUUID()}@example.test`,
      password: crypto.randomUUID(),
      firstName: 'Bench',
      lastName: 'Runner',
    }),
  });
  if (response.status !== 201) throw new Error(`Could not register the bench member: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
