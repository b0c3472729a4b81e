// Real answers against the API contract's reply schemas (src/schemas/api.ts): a member's and an
// administrator's reads, and every successful write (the scenarios the audit test also runs). Each JSON
// answer must parse with its schema (strict: no field the schema does not name), and a 204 carries no
// body. Every operation that answers JSON is called here, so a new one without a case fails.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { contractEntries } from '../../src/schemas/api.ts';
import type { ApiMethod } from '../../src/schemas/api-routes/route.ts';
import { PERSONA_STEPS } from '../../src/schemas/brand-persona.ts';
import { MEMBERS_ONLY_FOLDER } from '../../src/schemas/insights.ts';
import { z } from '../../src/schemas/zod.ts';
import { TEST_PASSWORD, makeUser, signInAs, signedIn, uniqueEmail } from '../helpers/accounts.ts';
import { addTestPasskey } from '../helpers/passkeys.ts';
import { stepBody } from '../helpers/brand-persona.ts';
import { loadRoutes, SCENARIOS, send } from '../helpers/write-scenarios.ts';

const entries = contractEntries();

function operation(name: string, method: ApiMethod) {
  const found = entries.find((entry) => entry.name === name)?.operations[method];
  if (!found) throw new Error(`the contract has no ${method} ${name}`);
  return found;
}

/** What is wrong with an answer by the contract: nothing (an empty list), or the schema's complaints. */
function problems(name: string, method: ApiMethod, answer: { status: number; body?: unknown }): string[] {
  const { reply } = operation(name, method);
  if (answer.status >= 400) return [`${answer.status}: ${JSON.stringify(answer.body)}`];
  if (reply.kind === 'none') return answer.body === undefined ? [] : ['a 204 with a body'];
  if (reply.kind !== 'json') return [];
  const parsed = reply.schema.safeParse(answer.body);
  return parsed.success ? [] : [z.prettifyError(parsed.error)];
}

/** Each JSON-answering operation a case below covers, as 'name METHOD'. */
const covered = new Set<string>();
function expectReply(name: string, method: ApiMethod, answer: { status: number; body?: unknown }) {
  covered.add(`${name} ${method}`);
  expect(problems(name, method, answer), `${method} ${name}`).toEqual([]);
}

beforeAll(loadRoutes);

describe('replies match the contract', () => {
  it("a member's reads", async () => {
    const me = await signedIn('member');
    const { cookie } = me;
    for (const step of PERSONA_STEPS) await send('member-brand-persona', 'PUT', { cookie, body: stepBody(step) });
    await send('member-brand-persona-submit', 'POST', { cookie });
    // A draft beside the submitted version, so the state holds both.
    await send('member-brand-persona', 'PUT', { cookie, body: stepBody(PERSONA_STEPS[0]!) });

    // Every read a member can make with no address parameters or query, from the contract: a new one is
    // called here without a line of its own.
    const reads = entries
      .filter(({ path, operations: { GET } }) => GET?.reply.kind === 'json' && !path.includes(':') && !GET.query)
      .filter(({ operations: { GET } }) => GET?.access !== 'administrator')
      .map((entry) => entry.name);
    expect(reads).toEqual(expect.arrayContaining(['health', 'auth-user', 'account', 'member-dashboard']));
    for (const name of reads) {
      expectReply(name, 'GET', await send(name, 'GET', { cookie }));
    }
    const state = await send('member-brand-persona', 'GET', { cookie });
    expect(state.body.draft).not.toBeNull();
    expect(state.body.versions).toHaveLength(1);
    expectReply('member-brand-persona', 'GET', state);
    const dashboard = await send('member-dashboard', 'GET', { cookie });
    expect(dashboard.body.brandPersona.status).toBe('in-progress');
    expectReply(
      'member-brand-persona-version',
      'GET',
      await send('member-brand-persona-version', 'GET', { cookie, params: { version: '1' } }),
    );
  });

  it("a members-only article's gated part", async () => {
    const { cookie } = await signedIn('member');
    const slug = `replies-${process.pid}-${Date.now()}`;
    const file = path.join(MEMBERS_ONLY_FOLDER, `${slug}.html`);
    mkdirSync(MEMBERS_ONLY_FOLDER, { recursive: true });
    writeFileSync(file, '<p>Gated.</p>');
    try {
      expectReply(
        'insight-members-only',
        'GET',
        await send('insight-members-only', 'GET', { cookie, params: { slug } }),
      );
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('passkeys: the list and the options of both ceremonies', async () => {
    const { cookie } = await signedIn('member', { twoFactor: false });
    await addTestPasskey(cookie);
    expectReply('account-passkeys', 'GET', await send('account-passkeys', 'GET', { cookie }));
    const body = { password: TEST_PASSWORD };
    expectReply('account-passkey-options', 'POST', await send('account-passkey-options', 'POST', { cookie, body }));
    expectReply('login-passkey-options', 'POST', await send('login-passkey-options', 'POST', {}));
    expectReply('account-confirmation-options', 'POST', await send('account-confirmation-options', 'POST', { cookie }));
  });

  it('a sign-in that needs a second factor answers the challenge', async () => {
    const me = await makeUser({ twoFactor: true });
    const answer = await send('login', 'POST', { body: { email: me.email, password: me.password } });
    expect(answer.status).toBe(202);
    expectReply('login', 'POST', answer);
  });

  it("an administrator's reads", async () => {
    const [admin, other] = await Promise.all([signedIn('admin'), makeUser({ label: 'listed' })]);
    await signInAs(other);
    await getDb()
      .insertInto('contactSubmissions')
      .values({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: uniqueEmail('enquirer'),
        company: 'Engines Ltd',
        serviceInterest: 'general',
        message: 'Hello',
      })
      .execute();
    const { cookie } = admin;
    const users = await send('admin-users', 'GET', { cookie, query: { search: 'listed' } });
    expect(users.body.users.length).toBeGreaterThan(0);
    expectReply('admin-users', 'GET', users);
    const sessions = await send('admin-user-sessions', 'GET', { cookie, params: { userId: other.user.id } });
    expect(sessions.body).toHaveLength(1);
    expectReply('admin-user-sessions', 'GET', sessions);
    const enquiries = await send('admin-enquiries', 'GET', { cookie });
    expect(enquiries.body.enquiries.length).toBeGreaterThan(0);
    expectReply('admin-enquiries', 'GET', enquiries);
    expectReply('admin-briefings', 'GET', await send('admin-briefings', 'GET', { cookie }));
    const audit = await send('admin-audit', 'GET', { cookie });
    expect(audit.body.events.length).toBeGreaterThan(0);
    expectReply('admin-audit', 'GET', audit);
    expectReply('admin-usage', 'GET', await send('admin-usage', 'GET', { cookie, query: { weeks: '12' } }));
    expectReply('admin-site-speed', 'GET', await send('admin-site-speed', 'GET', { cookie }));
  });

  it.each(Object.entries(SCENARIOS))('%s answers what the contract says', async (key, scenario) => {
    const [name, method] = key.split(' ') as [string, ApiMethod];
    const { act } = await scenario.prepare();
    expectReply(name, method, await act());
  });

  it('the contact form answers what the contract says', async () => {
    const body = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: uniqueEmail('contact'),
      serviceInterest: 'general',
      message: 'Hello there',
    };
    expectReply('contact', 'POST', await send('contact', 'POST', { body }));
  });

  it('covers every operation that answers JSON', () => {
    const json = entries.flatMap((entry) =>
      Object.entries(entry.operations)
        .filter(([, op]) => op.reply.kind === 'json')
        .map(([method]) => `${entry.name} ${method}`),
    );
    expect(json.filter((key) => !covered.has(key))).toEqual([]);
  });
});

describe('the reply check', () => {
  it('refuses an answer with a field the schema does not name, a wrong kind, or a body on a 204', () => {
    const user = { id: 'u', email: 'a@b.c', firstName: 'A', lastName: 'B', profileImageUrl: null };
    const member = { ...user, isVerified: false, role: 'member' };
    expect(problems('auth-user', 'GET', { status: 200, body: member })).toEqual([]);
    expect(problems('auth-user', 'GET', { status: 200, body: { ...member, passwordHash: 'x' } })).not.toEqual([]);
    expect(problems('auth-user', 'GET', { status: 200, body: { ...member, isVerified: 'no' } })).not.toEqual([]);
    expect(problems('logout', 'POST', { status: 204, body: { ok: true } })).not.toEqual([]);
  });
});
