// Accounts for browser tests: created straight in the run's database, signed in through the real API.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Database } from '../../../db/rows.ts';
import type { PublicUser, Role } from '../../../src/schemas/user.ts';
import { hashPassword } from '../../../netlify/lib/auth/password.ts';
import { insertUser } from '../../../netlify/lib/users/repository.ts';
import { enrolTwoFactor, type Enrolment } from '../../helpers/two-factor.ts';

export interface Account {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Two-factor sign-in: on for administrators unless asked otherwise (the server requires it of them). */
  twoFactor?: Enrolment;
}

const PASSWORD = 'browser-test-password';
let hashed: Promise<string> | undefined;

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function createAccount(
  db: Kysely<Database>,
  options: { role?: Role; firstName?: string; lastName?: string; twoFactor?: boolean; verified?: boolean } = {},
): Promise<Account> {
  hashed ??= hashPassword(PASSWORD);
  const role = options.role ?? 'member';
  const account = {
    email: uniqueEmail(role),
    firstName: options.firstName ?? 'Morgan',
    lastName: options.lastName ?? 'Tester',
    role,
  };
  const user = await insertUser(db, {
    ...account,
    passwordHash: await hashed,
    profileImageUrl: null,
    lastLoginAt: null,
    previousLoginAt: null,
  });
  if (!user) throw new Error('account not created');
  if (options.verified) await db.updateTable('users').set({ isVerified: true }).where('id', '=', user.id).execute();
  const twoFactor = (options.twoFactor ?? role === 'admin') ? await enrolTwoFactor(db, user.id) : undefined;
  return { ...account, id: user.id, password: PASSWORD, twoFactor };
}

/**
 * Signs the browser context in through POST /api/login (its cookies land in the context); an account with
 * two-factor sign-in completes it with one of its recovery codes.
 */
export async function signIn(
  target: Page | BrowserContext,
  account: Pick<Account, 'email' | 'password' | 'twoFactor'>,
) {
  let response = await target.request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  if (response.status() === 202 && account.twoFactor) {
    const { challenge } = (await response.json()) as { challenge: string };
    const code = account.twoFactor.recoveryCodes.shift();
    response = await target.request.post('/api/login/two-factor', { data: { challenge, code } });
  }
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** Whom a browser's cookies sign in, as pages ask it (GET /api/auth/user): the member, or null. */
export async function signedInUser(request: APIRequestContext): Promise<PublicUser | null> {
  return (await request.get('/api/auth/user')).json();
}

/** The browser logs the document's or a fetch's 401 as a console error; stale-session tests expect it. */
export const UNAUTHORIZED_CONSOLE_ERROR = /status of 401/;
