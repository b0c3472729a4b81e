// Accounts for browser tests: created straight in the run's database, and signed in there too (the
// session row and its sealed cookie made by the server's own sign-in code), so a test that is not about
// signing in spends no request on it. The tests of signing in itself use the form or the API.
import { randomUUID } from 'node:crypto';
import { parseSetCookie } from 'cookie';
import type { Kysely } from 'kysely';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { createDb } from '../../../db/client.ts';
import type { Database } from '../../../db/rows.ts';
import type { PublicUser, Role } from '../../../src/schemas/user.ts';
import { completeSignIn } from '../../../netlify/lib/auth/complete-sign-in.ts';
import { hashPassword } from '../../../netlify/lib/auth/password.ts';
import { signInMeta, signedInAnswer } from '../../../netlify/lib/auth/sign-in-request.ts';
import { now } from '../../../netlify/lib/clock.ts';
import { markSessionFactor } from '../../../netlify/lib/session/store.ts';
import { findUserByEmail, insertUser } from '../../../netlify/lib/users/repository.ts';
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
 * Signs the browser context in as the server does after a correct password (and, for an account with
 * two-factor sign-in, a correct code from its app): the server's own sign-in code writes the session (ending the one
 * the browser had), the sign-in times and the audit event to the run's database, and its cookies (the
 * sealed session, the hint, the device) are set on the context. No request reaches the server.
 */
export async function signIn(target: Page | BrowserContext, account: Pick<Account, 'email'>) {
  const context = 'context' in target ? target.context() : target;
  const db = sessionDb();
  const user = await findUserByEmail(db, account.email);
  if (!user) throw new Error(`sign-in failed: no account ${account.email}`);
  // The request the browser would send: its cookies (the session it ends, its device) and its user agent.
  const cookie = (await context.cookies(SITE)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const request = new Request(SITE, { headers: { cookie, 'user-agent': await userAgent(target) } });
  const signedIn = await completeSignIn(db, user.id, await signInMeta(request, { ip: LOOPBACK }), {
    action: 'auth.sign_in',
    details: user.twoFactorEnabledAt ? { role: user.role, secondFactor: 'totp' } : { role: user.role },
  });
  // An account with two-factor sign-in gives a code from its app as well, as the server requires.
  if (user.twoFactorEnabledAt) await markSessionFactor(db, signedIn.sid, 'code', now());
  const headers = new Headers((await signedInAnswer(request, signedIn)).init.headers);
  await context.addCookies(headers.getSetCookie().map(browserCookie));
}

/**
 * Signs the browser context in through POST /api/login (its cookies land in the context); an account with
 * two-factor sign-in completes it with one of its recovery codes. For the tests of those endpoints' answers.
 */
export async function signInThroughApi(
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

/** The site as the browser reaches it (playwright.config.ts): cookies are per host, whatever the port. */
const SITE = 'http://localhost/';
/** The address the server sees for a browser on this machine. */
const LOOPBACK = '127.0.0.1';

let db: Kysely<Database> | undefined;
/** This worker's connection to the run's database for signing in, opened on first use; it ends with the worker. */
function sessionDb(): Kysely<Database> {
  return (db ??= createDb({ DATABASE_URL: process.env.E2E_DATABASE_URL }));
}

/** The user agent the context's requests carry (a context may set its own, e.g. a phone's). */
async function userAgent(target: Page | BrowserContext): Promise<string> {
  if ('context' in target) return target.evaluate(() => navigator.userAgent);
  const [open] = target.pages();
  if (open) return open.evaluate(() => navigator.userAgent);
  const page = await target.newPage();
  const agent = await page.evaluate(() => navigator.userAgent);
  await page.close();
  return agent;
}

/** A Set-Cookie line as the browser would store it from the site. */
function browserCookie(line: string) {
  // Kept as sent: the browser stores a cookie's value undecoded.
  const cookie = parseSetCookie(line, { decode: (value) => value });
  return {
    name: cookie.name,
    value: cookie.value ?? '',
    domain: 'localhost',
    path: cookie.path ?? '/',
    httpOnly: cookie.httpOnly ?? false,
    secure: cookie.secure ?? false,
    sameSite: 'Lax' as const,
    expires: cookie.maxAge ? Math.floor(Date.now() / 1000) + cookie.maxAge : -1,
  };
}

/** Whom a browser's cookies sign in, as pages ask it (GET /api/auth/user): the member, or null. */
export async function signedInUser(request: APIRequestContext): Promise<PublicUser | null> {
  return (await request.get('/api/auth/user')).json();
}

/** The browser logs the document's or a fetch's 401 as a console error; stale-session tests expect it. */
export const UNAUTHORIZED_CONSOLE_ERROR = /status of 401/;
