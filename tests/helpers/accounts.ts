// Test users and signed-in cookies for API tests, against the run's real database.
import { randomUUID } from 'node:crypto';
import type { Role, User } from '../../db/types.ts';
import { hashPassword } from '../../netlify/lib/auth/password.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { insertUser } from '../../netlify/lib/users/repository.ts';
import login from '../../netlify/functions/login.mts';
import { call } from './api.ts';
import { uniqueIp } from './ips.ts';

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
}

export async function makeUser(options: { role?: Role; label?: string; firstName?: string } = {}): Promise<TestUser> {
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
  return { user, email, password: TEST_PASSWORD };
}

/** The Set-Cookie headers that sign a browser out on http://localhost (session cookie and hint). */
export const CLEARED_COOKIES = [
  'wac_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
  'wac_auth=; Path=/; Max-Age=0; SameSite=Lax',
];

/** `name=value; name=value` from a response's Set-Cookie headers, as a browser would send them back. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Signs in through POST /api/login and returns the Cookie header for later calls. */
export async function signInAs(account: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const res = await call(login, '/api/login', {
    body: { email: account.email, password: account.password },
    ip: uniqueIp(),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return cookiesFrom(res.response);
}

/** A signed-in user of the given role, with its Cookie header. */
export async function signedIn(role: Role = 'member', options: { firstName?: string } = {}) {
  const account = await makeUser({ role, ...options });
  return { ...account, cookie: await signInAs(account) };
}
