// npm run test:bundles: what Netlify deploys is what is tested. Bundles every function with Netlify's own
// bundler (@netlify/zip-it-and-ship-it), configured from netlify.toml as Netlify's build configures it,
// into a temporary folder. Then loads each bundle the way the platform does (its Lambda entry point,
// under lambda-local's streaming runtime) and calls it once against a fresh, migrated test database
// (TEST_DATABASE_URL's server, else a temporary embedded Postgres): health answers 200, sign-in 200 with the
// bundle's own argon2, /api/auth/user nobody without a cookie and the member with the session, and every other function anything but a 5xx; an unknown /api/* address the JSON 404 (the catch-all, excluded from every other function's address); the files the build hands to functions (included_files) are in their bundles, the
// members-only function reads a gated part from its own and the dashboard's function early-access cards from its own. Fails on any function that does not bundle, does not
// load or answers 5xx.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipFunctions, type FunctionResult } from '@netlify/zip-it-and-ship-it';
import lambdaLocal from 'lambda-local';
import { createDb } from '../db/client.ts';
import { hashPassword } from '../netlify/lib/auth/password.ts';
import { insertUser } from '../netlify/lib/users/repository.ts';
import { createTestDatabase } from '../tests/setup/test-database.ts';
import { bundlingSettings } from './bundles/config.ts';
import { MEMBERS_ONLY_FOLDER } from '../src/schemas/insights.ts';
import { BRIEFING_ENTRIES_FILE } from '../src/schemas/briefings.ts';
import { EARLY_ACCESS_FOLDER } from '../src/schemas/member-dashboard.ts';

const root = process.cwd();
const started = Date.now();
const settings = bundlingSettings(readFileSync(path.join(root, 'netlify.toml'), 'utf8'), root);
const runningMajor = process.versions.node.split('.')[0];
if (runningMajor !== settings.nodeVersion) {
  console.error(`Bundles run on Node ${settings.nodeVersion} (netlify.toml); this is Node ${process.versions.node}.`);
  process.exit(1);
}

// 1. Bundle, as Netlify's build does (it zips the same tree; unzipped here so it can be loaded).
const output = mkdtempSync(path.join(tmpdir(), 'function-bundles-'));
const sources = readdirSync(path.join(root, settings.directory)).filter((file) => /\.(m|c)?[jt]s$/.test(file));
const bundles: FunctionResult[] = await zipFunctions([path.join(root, settings.directory)], output, {
  archiveFormat: 'none',
  basePath: root,
  repositoryRoot: root,
  config: settings.config,
});
const bundledIn = Date.now() - started;
console.log(`Bundled ${bundles.length} of ${sources.length} functions with zip-it-and-ship-it in ${bundledIn} ms.`);

// 2. A fresh database, and a member to sign in as.
const database = await createTestDatabase('bundles');
process.env.DATABASE_URL = database.url;
process.env.SITE_URL ??= 'http://localhost:8888';
process.env.LOG_LEVEL ??= 'silent';
// The bundles run here, with secrets of their own (none comes from the repository).
process.env.SESSION_SECRET ??= randomBytes(32).toString('base64url');
process.env.TOTP_ENCRYPTION_KEY ??= randomBytes(32).toString('base64url');
const member = { email: 'bundle-check@example.test', password: 'bundle-check-password' };
const db = createDb({ DATABASE_URL: database.url });
await insertUser(db, {
  email: member.email,
  firstName: 'Bundle',
  lastName: 'Check',
  role: 'member',
  passwordHash: await hashPassword(member.password),
  profileImageUrl: null,
  lastLoginAt: null,
  previousLoginAt: null,
});
await db.destroy();

// 3. Call each bundle through its Lambda entry point, with the event Netlify's edge sends.
lambdaLocal.getLogger().level = 'error';

interface Call {
  method: string;
  path: string;
  route?: string;
  body?: unknown;
  cookie?: string;
}

interface Answer {
  status: number;
  cookies: string[];
  allow?: string;
  body: string;
}

async function invoke(bundle: FunctionResult, call: Call): Promise<Answer> {
  const entry = path.join(bundle.path, bundle.entryFilename);
  const lambdaFunc = (await import(pathToFileURL(entry).href)) as object;
  const headers: Record<string, string> = {
    host: 'localhost:8888',
    'user-agent': 'check-bundles',
    'x-nf-client-connection-ip': '203.0.113.50',
  };
  if (call.cookie) headers.cookie = call.cookie;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const url = new URL(call.path, 'http://localhost:8888');
  const result = (await lambdaLocal.execute({
    lambdaFunc,
    event: {
      rawUrl: url.href,
      rawQuery: url.search,
      path: url.pathname,
      httpMethod: call.method,
      headers,
      multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
      body: call.body === undefined ? null : JSON.stringify(call.body),
      isBase64Encoded: false,
      route: call.route,
    },
    clientContext: JSON.stringify({ custom: {} }),
    timeoutMs: 30_000,
    verboseLevel: 0,
  })) as {
    statusCode: number;
    headers?: Record<string, string>;
    multiValueHeaders?: Record<string, string[]>;
    cookies?: string[];
    body?: AsyncIterable<Buffer> | string;
  };
  let body = '';
  if (typeof result.body === 'string') body = result.body;
  else if (result.body) for await (const chunk of result.body) body += chunk.toString();
  // The bootstrap answers with every header in multiValueHeaders; plain headers are read too.
  const header = (name: string) => [
    ...Object.entries(result.headers ?? {}).flatMap(([key, value]) => (key.toLowerCase() === name ? [value] : [])),
    ...Object.entries(result.multiValueHeaders ?? {}).flatMap(([key, values]) =>
      key.toLowerCase() === name ? values : [],
    ),
  ];
  return {
    status: result.statusCode,
    cookies: [...(result.cookies ?? []), ...header('set-cookie')],
    allow: header('allow')[0],
    body,
  };
}

/** A request path for the function's first route, any `:param` filled with a well-formed id. */
function pathFor(bundle: FunctionResult): { path: string; route?: string } {
  const route = bundle.routes?.[0]?.pattern;
  if (!route) return { path: `/.netlify/functions/${bundle.name}` };
  return { path: route.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'), route };
}

/** Errors come as Errors, or as lambda-local's `{ errorType, errorMessage, stackTrace }`. */
function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  if (typeof error === 'object' && error !== null && 'errorMessage' in error) {
    const { errorType, errorMessage } = error as { errorType?: string; errorMessage: unknown };
    return `${errorType ?? 'Error'}: ${String(errorMessage)}`;
  }
  return JSON.stringify(error);
}

/** The files under a bundle's folder whose name matches, e.g. native `.node` binaries. */
function filesIn(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => pattern.test(file));
}

const failures: string[] = [];
async function check(name: string, call: Call, expected: (status: number) => boolean, describe: string) {
  const bundle = bundles.find((b) => b.name === name);
  if (!bundle) {
    failures.push(`${name}: no bundle`);
    return undefined;
  }
  const callStarted = Date.now();
  try {
    const answer = await invoke(bundle, call);
    const ok = expected(answer.status);
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(30)} ${call.method} ${call.path} -> ${answer.status} (${describe}, ${Date.now() - callStarted} ms)`,
    );
    if (!ok)
      failures.push(
        `${name}: ${call.method} ${call.path} answered ${answer.status}, expected ${describe}: ${answer.body.slice(0, 300)}`,
      );
    return answer;
  } catch (error) {
    console.log(`FAIL ${name.padEnd(30)} ${call.method} ${call.path} -> did not load or run`);
    failures.push(`${name}: ${describeError(error)}`);
    return undefined;
  }
}

const is = (status: number) => (actual: number) => actual === status;

/** Each file the build wrote for a function (netlify.toml's included_files) is in that function's bundle. */
function expectShipped(name: string, files: string[]) {
  const bundle = bundles.find((b) => b.name === name);
  for (const file of files) {
    if (bundle && !existsSync(path.join(bundle.path, file))) failures.push(`${name}: the bundle lacks ${file}`);
  }
}

/** The files the build wrote into `folder` (none before a build). */
const built = (folder: string) =>
  existsSync(folder) ? readdirSync(folder).map((file) => path.join(folder, file)) : [];

/**
 * What the build hands to functions rather than visitors travels in their bundles: the built gated parts and
 * entry list (when there has been a build), and the members-only function reads a part where its bundle
 * keeps them: one written there now, so this holds with or without a build, answered only signed in.
 */
async function checkIncludedFiles(cookie: string | undefined) {
  expectShipped('insight-members-only', built(MEMBERS_ONLY_FOLDER));
  if (existsSync(BRIEFING_ENTRIES_FILE)) expectShipped('briefings-send', [BRIEFING_ENTRIES_FILE]);
  expectShipped('member-dashboard', built(EARLY_ACCESS_FOLDER));
  await checkEarlyAccessRead(cookie);
  const bundle = bundles.find((b) => b.name === 'insight-members-only');
  if (!bundle) return;
  const shipped = path.join(bundle.path, MEMBERS_ONLY_FOLDER);
  mkdirSync(shipped, { recursive: true });
  writeFileSync(path.join(shipped, 'bundle-check.html'), '<p>Read from the bundle.</p>');
  const call = {
    method: 'GET',
    path: '/api/insights/bundle-check/members-only',
    route: '/api/insights/:slug/members-only',
  };
  const answer = await check('insight-members-only', { ...call, cookie }, is(200), '200 signed in, from its bundle');
  if (answer?.status === 200 && !answer.body.includes('Read from the bundle.'))
    failures.push(`insight-members-only: answered without the part in its bundle: ${answer.body.slice(0, 200)}`);
  await check('insight-members-only', call, is(401), '401 signed out');
}
/** The dashboard's function reads the early-access cards where its bundle keeps them, for members only. */
async function checkEarlyAccessRead(cookie: string | undefined) {
  const bundle = bundles.find((b) => b.name === 'member-dashboard');
  if (!bundle) return;
  const shipped = path.join(bundle.path, EARLY_ACCESS_FOLDER);
  mkdirSync(shipped, { recursive: true });
  const card = { id: 'bundle-check', name: 'Read from the bundle', description: 'A card.', url: '/', isInternal: true };
  writeFileSync(path.join(shipped, 'bundle-check.json'), JSON.stringify({ ...card, earlyAccess: true }));
  const call = { method: 'GET', path: '/api/member/dashboard' };
  const answer = await check('member-dashboard', { ...call, cookie }, is(200), '200 signed in, cards from its bundle');
  if (answer?.status === 200 && !answer.body.includes('Read from the bundle'))
    failures.push(`member-dashboard: answered without the card in its bundle: ${answer.body.slice(0, 200)}`);
  await check('member-dashboard', call, is(401), '401 signed out');
}
const notServerError = (actual: number) => actual < 500;

try {
  for (const source of sources) {
    const name = source.replace(/\.(m|c)?[jt]s$/, '');
    if (!bundles.some((b) => b.name === name)) failures.push(`${name}: ${source} was not bundled`);
  }
  // Sign-in must verify with the argon2 binary inside its own bundle: the bundles sit in a temporary
  // folder, where Node cannot fall back to the project's node_modules.
  const loginBundle = bundles.find((b) => b.name === 'login');
  if (loginBundle && !filesIn(loginBundle.path, /argon2.*\.node$/).length) {
    failures.push('login: the bundle carries no argon2 binary');
  }
  await check('health', { method: 'GET', path: '/api/health' }, is(200), '200');
  const signedIn = await check('login', { method: 'POST', path: '/api/login', body: member }, is(200), '200');
  const cookie = signedIn?.cookies.map((c) => c.split(';')[0]).join('; ');
  if (signedIn && !cookie) failures.push('login: 200 without a session cookie');
  const nobody = await check('auth-user', { method: 'GET', path: '/api/auth/user' }, is(200), '200 without a cookie');
  if (nobody && nobody.body !== 'null') failures.push(`auth-user: someone signed in without a cookie: ${nobody.body}`);
  const me = await check('auth-user', { method: 'GET', path: '/api/auth/user', cookie }, is(200), '200 signed in');
  if (me && !me.body.includes(member.email)) failures.push(`auth-user: the session names someone else: ${me.body}`);
  await checkIncludedFiles(cookie);
  // Unknown API addresses: the catch-all answers the API's JSON 404. It claims no path of its own (netlify.toml
  // rewrites /api/* to it, after every function's path), so it can never take another function's address.
  const unknown = await check('api-not-found', { method: 'GET', path: '/api/no-such-endpoint' }, is(404), '404');
  if (unknown && !/"code":"not_found"/.test(unknown.body))
    failures.push(`api-not-found: not the JSON 404: ${unknown.body}`);
  const catchAll = bundles.find((bundle) => bundle.name === 'api-not-found');
  if (catchAll?.routes?.length) failures.push('api-not-found: claims a path of its own; it is reached by a rewrite');
  // Signing out ends the session the others use, so it goes last.
  const rest = bundles
    .filter((bundle) => !['health', 'login', 'auth-user', 'api-not-found'].includes(bundle.name))
    .sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'));
  for (const bundle of rest) {
    if (bundle.schedule) {
      // A scheduled run, as Netlify's scheduler invokes it.
      const run = {
        method: 'POST',
        path: `/.netlify/functions/${bundle.name}`,
        body: { next_run: new Date().toISOString() },
      };
      await check(bundle.name, run, notServerError, 'any non-5xx');
      continue;
    }
    const target = pathFor(bundle);
    const answer = await check(bundle.name, { method: 'GET', ...target, cookie }, notServerError, 'any non-5xx');
    // A function without GET says which methods it has: one of those, with an empty JSON body, reaches
    // its validation (and the bundled zod) rather than stopping at the method check.
    const method = answer?.status === 405 ? answer.allow?.split(',')[0]?.trim() : undefined;
    if (method) await check(bundle.name, { method, ...target, cookie, body: {} }, notServerError, 'any non-5xx');
  }
} finally {
  await database.drop();
  rmSync(output, { recursive: true, force: true });
}

console.log(`\n${bundles.length} bundles checked in ${Date.now() - started} ms on Node ${process.versions.node}.`);
if (failures.length) {
  console.error(`\n${failures.length} bundle check(s) failed:\n${failures.join('\n')}`);
  process.exit(1);
}
process.exit(0);
