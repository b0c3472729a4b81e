// Test users and signed-in cookies for API tests, against the run's real database.
import { randomUUID } from 'node:crypto';
import type { User } from '../../db/rows.ts';
import type { Role } from '../../src/schemas/user.ts';
import { hashPassword } from '../../netlify/lib/auth/password.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { insertUser } from '../../netlify/lib/users/repository.ts';
import login from '../../netlify/functions/login.mts';
import loginTwoFactor from '../../netlify/functions/login-two-factor.mts';
import { call } from './api.ts';
import { uniqueIp } from './ips.ts';
import { enrolTwoFactor, type Enrolment } from './two-factor.ts';

export const TEST_PASSWORD = 'correct horse battery';
let testHash: Promise<string> | undefined;

/** A fresh address per call, so test files sharing the run's database never collide. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID()}@example.test`;
}

export interface TestUser {
  user: User;
  email: string;
  password: string;
  /** Set when the account has two-factor sign-in on: its secret and unspent recovery codes. */
  twoFactor?: Enrolment;
}

export interface MakeUserOptions {
  role?: Role;
  label?: string;
  firstName?: string;
  /** Two-factor sign-in on; administrators have it unless this is false (REQUIRE_ADMIN_2FA is on in tests). */
  twoFactor?: boolean;
  /** The address confirmed (as its link would), e.g. for briefings, which go only to confirmed addresses. */
  verified?: boolean;
}

export async function makeUser(options: MakeUserOptions = {}): Promise<TestUser> {
  testHash ??= hashPassword(TEST_PASSWORD);
  const email = uniqueEmail(options.label ?? options.role ?? 'member');
  const user = await insertUser(getDb(), {
    email,
    passwordHash: await testHash,
    firstName: options.firstName ?? 'Test',
    lastName: 'User',
    role: options.role ?? 'member',
    profileImageUrl: null,
    lastLoginAt: null,
    previousLoginAt: null,
  });
  if (!user) throw new Error('test user not created');
  if (options.verified) {
    await getDb().updateTable('users').set({ isVerified: true }).where('id', '=', user.id).execute();
    user.isVerified = true;
  }
  const enrolled = options.twoFactor ?? options.role === 'admin';
  if (!enrolled) return { user, email, password: TEST_PASSWORD };
  const twoFactor = await enrolTwoFactor(getDb(), user.id);
  const fresh = await getDb().selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  return { user: fresh, email, password: TEST_PASSWORD, twoFactor };
}

/** The Set-Cookie headers that sign a browser out on http://localhost (session cookie and hint). */
export const CLEARED_COOKIES = [
  'wac_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
  'wac_auth=; Max-Age=0; Path=/; SameSite=Lax',
];

/** `name=value; name=value` from a response's Set-Cookie headers, as a browser would send them back. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/**
 * Signs in through POST /api/login and returns the Cookie header for later calls. An account with
 * two-factor sign-in completes it with one of its recovery codes (POST /api/login/two-factor).
 */
export async function signInAs(account: Pick<TestUser, 'email' | 'password' | 'twoFactor'>): Promise<string> {
  const ip = uniqueIp();
  let res = await call(login, '/api/login', { body: { email: account.email, password: account.password }, ip });
  if (res.status === 202 && account.twoFactor) {
    const code = account.twoFactor.recoveryCodes.shift();
    if (!code) throw new Error('no recovery codes left for this test account');
    res = await call(loginTwoFactor, '/api/login/two-factor', { body: { challenge: res.body.challenge, code }, ip });
  }
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return cookiesFrom(res.response);
}

/** A signed-in user of the given role, with its Cookie header. */
export async function signedIn(role: Role = 'member', options: Omit<MakeUserOptions, 'role'> = {}) {
  const account = await makeUser({ role, ...options });
  return { ...account, cookie: await signInAs(account) };
}
