// Accounts for browser tests: created straight in the run's database, signed in through the real API.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BrowserContext, Page } from '@playwright/test';
import type { Database, Role } from '../../../db/types.ts';
import { hashPassword } from '../../../netlify/lib/auth/password.ts';
import { insertUser } from '../../../netlify/lib/users/repository.ts';

export interface Account {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
}

const PASSWORD = 'browser-test-password';
let hashed: Promise<string> | undefined;

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function createAccount(
  db: Kysely<Database>,
  options: { role?: Role; firstName?: string; lastName?: string } = {},
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
  return { ...account, id: user.id, password: PASSWORD };
}

/** Signs the browser context in through POST /api/login (its cookies land in the context). */
export async function signIn(target: Page | BrowserContext, account: Pick<Account, 'email' | 'password'>) {
  const response = await target.request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** The browser logs the document's or a fetch's 401 as a console error; stale-session tests expect it. */
export const UNAUTHORIZED_CONSOLE_ERROR = /status of 401/;
