// The audit trail has no gaps: every function that changes something (each method it answers other than
// GET), called as a person would, leaves its audit event; every administrator endpoint refuses a member and
// an administrator without two-factor sign-in with a `denied` event. The list of routes comes from
// netlify/functions and each one's own Allow header, so a new function that changes state fails here until
// it has a scenario (and so an audit event).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueToken } from '../../netlify/lib/account/tokens.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';
import { PERSONA_STEPS } from '../../src/schemas/brand-persona.ts';
import type { AuditAction } from '../../src/schemas/audit.ts';
import { ORIGIN, call, context } from '../helpers/api.ts';
import { makeUser, signInAs, signedIn, uniqueEmail, type TestUser } from '../helpers/accounts.ts';
import { stepBody } from '../helpers/brand-persona.ts';
import { uniqueIp } from '../helpers/ips.ts';

type Fn = (request: Request, context: Context) => Promise<Response> | Response;
const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'];

interface Route {
  name: string;
  path: string;
  methods: string[];
  handler: Fn;
}

const routes = new Map<string, Route>();

/** Every function with a path, and the methods it says it serves (Allow on a 405). */
beforeAll(async () => {
  const directory = path.resolve('netlify/functions');
  for (const file of readdirSync(directory).sort()) {
    const mod = await import(pathToFileURL(path.join(directory, file)).href);
    const routePath = [mod.config?.path ?? []].flat()[0] as string | undefined;
    if (!routePath) continue; // scheduled, not reachable by URL
    const probe = await mod.default(new Request(new URL(routePath, ORIGIN), { method: 'PROPFIND' }), context());
    const methods = (probe.headers.get('allow') ?? '').split(',').map((m: string) => m.trim());
    const name = file.replace(/\.mts$/, '');
    routes.set(name, { name, path: routePath, methods, handler: mod.default });
  }
});

/** Calls a function by name, filling its path parameters. */
function send(
  name: string,
  method: string,
  options: { cookie?: string; body?: unknown; params?: Record<string, string> },
) {
  const route = routes.get(name)!;
  let url = route.path;
  for (const [key, value] of Object.entries(options.params ?? {})) url = url.replace(`:${key}`, value);
  return call(route.handler, url, { method, ip: uniqueIp(), ...options });
}

/** What one scenario did: the people involved (whose audit rows are watched) and the request. */
interface Scenario {
  /** Sets up, returning the ids whose rows to watch and the request to make. */
  prepare: () => Promise<{ people: string[]; act: () => Promise<{ status: number }> }>;
  status: number;
  actions: AuditAction[];
}

const member = () => signedIn('member');
const admin = () => signedIn('admin');

async function twoSessions() {
  const me = await makeUser();
  const first = await signInAs(me);
  await signInAs(me);
  return { me, cookie: first };
}

/** A signed-in member's own request. */
function asMember(act: (me: TestUser & { cookie: string }) => Promise<{ status: number }>) {
  return async () => {
    const me = await member();
    return { people: [me.user.id], act: () => act(me) };
  };
}

/** An administrator acting on another member's account: the rows watched are the administrator's. */
function onAnotherAccount(act: (cookie: string, userId: string) => Promise<{ status: number }>) {
  return async () => {
    const [me, other] = await Promise.all([admin(), member()]);
    return { people: [me.user.id], act: () => act(me.cookie, other.user.id) };
  };
}

async function personaDraft(cookie: string) {
  for (const step of PERSONA_STEPS) await send('member-brand-persona', 'PUT', { cookie, body: stepBody(step) });
}

/** One valid request per mutating route, and the audit events it must leave. */
const SCENARIOS: Record<string, Scenario> = {
  'login POST': {
    prepare: async () => {
      const me = await makeUser();
      return {
        people: [me.user.id],
        act: () => send('login', 'POST', { body: { email: me.email, password: me.password } }),
      };
    },
    status: 200,
    actions: ['auth.sign_in'],
  },
  'login-two-factor POST': {
    prepare: async () => {
      const me = await makeUser({ twoFactor: true });
      const first = await send('login', 'POST', { body: { email: me.email, password: me.password } });
      const code = me.twoFactor!.recoveryCodes[0];
      return {
        people: [me.user.id],
        act: () => send('login-two-factor', 'POST', { body: { challenge: first.body.challenge, code } }),
      };
    },
    status: 200,
    actions: ['auth.sign_in', 'account.recovery_code_used'],
  },
  'logout POST': {
    prepare: asMember((me) => send('logout', 'POST', { cookie: me.cookie })),
    status: 204,
    actions: ['auth.sign_out'],
  },
  'register POST': {
    prepare: async () => {
      const email = uniqueEmail('audit');
      const people: string[] = [];
      return {
        people,
        act: async () => {
          const res = await send('register', 'POST', {
            body: { email, password: 'quiet-harbour-lantern-9', firstName: 'New', lastName: 'Member' },
          });
          people.push(res.body.id);
          return res;
        },
      };
    },
    status: 201,
    actions: ['auth.register'],
  },
  'password-forgot POST': {
    prepare: async () => {
      const me = await makeUser();
      return { people: [me.user.id], act: () => send('password-forgot', 'POST', { body: { email: me.email } }) };
    },
    status: 202,
    actions: ['account.password_reset_requested'],
  },
  'password-reset POST': {
    prepare: async () => {
      const me = await makeUser();
      const token = await issueToken(getDb(), {
        userId: me.user.id,
        email: me.email,
        purpose: 'password_reset',
        validMs: 60_000,
        at: new Date(),
      });
      return {
        people: [me.user.id],
        act: () => send('password-reset', 'POST', { body: { token, password: 'quiet-harbour-lantern-9' } }),
      };
    },
    status: 204,
    actions: ['account.password_reset'],
  },
  'account-verify-email POST': {
    prepare: async () => {
      const me = await makeUser();
      const token = await issueToken(getDb(), {
        userId: me.user.id,
        email: me.email,
        purpose: 'email_verification',
        validMs: 60_000,
        at: new Date(),
      });
      return { people: [me.user.id], act: () => send('account-verify-email', 'POST', { body: { token } }) };
    },
    status: 204,
    actions: ['account.email_verified'],
  },
  'account-verification-email POST': {
    prepare: asMember((me) => send('account-verification-email', 'POST', { cookie: me.cookie })),
    status: 202,
    actions: ['account.verification_requested'],
  },
  'account PATCH': {
    prepare: asMember((me) =>
      send('account', 'PATCH', { cookie: me.cookie, body: { firstName: 'Renamed', lastName: 'Person' } }),
    ),
    status: 200,
    actions: ['account.profile_updated'],
  },
  'account DELETE': {
    prepare: asMember((me) => send('account', 'DELETE', { cookie: me.cookie, body: { password: me.password } })),
    status: 204,
    actions: ['account.deleted'],
  },
  'account-password PUT': {
    prepare: asMember((me) =>
      send('account-password', 'PUT', {
        cookie: me.cookie,
        body: { currentPassword: me.password, newPassword: 'quiet-harbour-lantern-9' },
      }),
    ),
    status: 204,
    actions: ['account.password_changed'],
  },
  'account-session DELETE': {
    prepare: async () => {
      const { me, cookie } = await twoSessions();
      const sessions = await send('account-sessions', 'GET', { cookie });
      const other = sessions.body.find((s: { current: boolean }) => !s.current).id;
      return {
        people: [me.user.id],
        act: () => send('account-session', 'DELETE', { cookie, params: { id: other } }),
      };
    },
    status: 204,
    actions: ['account.sessions_ended'],
  },
  'account-sessions DELETE': {
    prepare: async () => {
      const { me, cookie } = await twoSessions();
      return { people: [me.user.id], act: () => send('account-sessions', 'DELETE', { cookie }) };
    },
    status: 200,
    actions: ['account.sessions_ended'],
  },
  'account-two-factor-setup POST': {
    prepare: asMember((me) =>
      send('account-two-factor-setup', 'POST', { cookie: me.cookie, body: { password: me.password } }),
    ),
    status: 201,
    actions: ['account.two_factor_setup_started'],
  },
  'account-two-factor POST': {
    prepare: async () => {
      const me = await member();
      const setup = await send('account-two-factor-setup', 'POST', {
        cookie: me.cookie,
        body: { password: me.password },
      });
      return {
        people: [me.user.id],
        act: () =>
          send('account-two-factor', 'POST', {
            cookie: me.cookie,
            body: { code: codeAt(setup.body.secret, new Date()) },
          }),
      };
    },
    status: 201,
    actions: ['account.two_factor_enabled'],
  },
  'account-two-factor DELETE': {
    prepare: async () => {
      const me = await signedIn('member', { twoFactor: true });
      const code = me.twoFactor!.recoveryCodes.at(-1);
      return {
        people: [me.user.id],
        act: () => send('account-two-factor', 'DELETE', { cookie: me.cookie, body: { password: me.password, code } }),
      };
    },
    status: 204,
    actions: ['account.two_factor_disabled'],
  },
  'account-two-factor-recovery-codes POST': {
    prepare: async () => {
      const me = await signedIn('member', { twoFactor: true });
      const code = me.twoFactor!.recoveryCodes.at(-1);
      return {
        people: [me.user.id],
        act: () =>
          send('account-two-factor-recovery-codes', 'POST', {
            cookie: me.cookie,
            body: { password: me.password, code },
          }),
      };
    },
    status: 201,
    actions: ['account.recovery_codes_regenerated'],
  },
  'consent-log POST': {
    prepare: async () => {
      const me = await member();
      const body = {
        recordId: `audit_${crypto.randomUUID()}`,
        action: 'grant',
        consentChoices: { essential: true, analytics: true, marketing: true, functional: true },
        consentMethod: 'accept_all',
      };
      return { people: [me.user.id], act: () => send('consent-log', 'POST', { cookie: me.cookie, body }) };
    },
    status: 201,
    actions: ['consent.recorded'],
  },
  'member-application-track POST': {
    prepare: asMember((me) =>
      send('member-application-track', 'POST', { cookie: me.cookie, params: { name: 'brand-persona' } }),
    ),
    status: 200,
    actions: ['member.application_launched'],
  },
  'member-brand-persona PUT': {
    prepare: asMember((me) =>
      send('member-brand-persona', 'PUT', { cookie: me.cookie, body: stepBody(PERSONA_STEPS[0]!) }),
    ),
    status: 200,
    actions: ['member.brand_persona_saved'],
  },
  'member-brand-persona-submit POST': {
    prepare: async () => {
      const me = await member();
      await personaDraft(me.cookie);
      return { people: [me.user.id], act: () => send('member-brand-persona-submit', 'POST', { cookie: me.cookie }) };
    },
    status: 201,
    actions: ['member.brand_persona_submitted'],
  },
  'member-brand-persona-reopen POST': {
    prepare: async () => {
      const me = await member();
      await personaDraft(me.cookie);
      await send('member-brand-persona-submit', 'POST', { cookie: me.cookie });
      return {
        people: [me.user.id],
        act: () => send('member-brand-persona-reopen', 'POST', { cookie: me.cookie, params: { version: '1' } }),
      };
    },
    status: 200,
    actions: ['member.brand_persona_reopened'],
  },
  'admin-users POST': {
    prepare: async () => {
      const me = await admin();
      const body = {
        email: uniqueEmail('added'),
        password: 'quiet-harbour-lantern-9',
        firstName: 'Add',
        lastName: 'Ed',
      };
      return { people: [me.user.id], act: () => send('admin-users', 'POST', { cookie: me.cookie, body }) };
    },
    status: 201,
    actions: ['admin.user_created'],
  },
  'admin-user PATCH': {
    prepare: onAnotherAccount((cookie, userId) =>
      send('admin-user', 'PATCH', { cookie, params: { userId }, body: { role: 'admin' } }),
    ),
    status: 200,
    actions: ['admin.role_changed'],
  },
  'admin-user DELETE': {
    prepare: onAnotherAccount((cookie, userId) => send('admin-user', 'DELETE', { cookie, params: { userId } })),
    status: 204,
    actions: ['admin.user_deleted'],
  },
  'admin-user-password PUT': {
    prepare: onAnotherAccount((cookie, userId) =>
      send('admin-user-password', 'PUT', { cookie, params: { userId }, body: { password: 'quiet-harbour-lantern-9' } }),
    ),
    status: 200,
    actions: ['admin.password_reset'],
  },
  'admin-user-sessions DELETE': {
    prepare: onAnotherAccount((cookie, userId) =>
      send('admin-user-sessions', 'DELETE', { cookie, params: { userId } }),
    ),
    status: 200,
    actions: ['admin.sessions_ended'],
  },
  'admin-user-two-factor DELETE': {
    prepare: async () => {
      const [me, other] = await Promise.all([admin(), signedIn('member', { twoFactor: true })]);
      return {
        people: [me.user.id],
        act: () => send('admin-user-two-factor', 'DELETE', { cookie: me.cookie, params: { userId: other.user.id } }),
      };
    },
    status: 204,
    actions: ['admin.two_factor_reset'],
  },
  'admin-enquiry PATCH': {
    prepare: async () => {
      const me = await admin();
      const { id } = await getDb()
        .insertInto('contactSubmissions')
        .values({
          firstName: 'A',
          lastName: 'B',
          email: uniqueEmail('enquirer'),
          serviceInterest: 'general',
          message: 'Hi',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        people: [me.user.id],
        act: () => send('admin-enquiry', 'PATCH', { cookie: me.cookie, params: { id }, body: { handled: true } }),
      };
    },
    status: 200,
    actions: ['admin.enquiry_handled'],
  },
};

/**
 * Routes that change state without an audit event, and why. Nothing else may join this list without a
 * reason a reviewer accepts.
 */
const NOT_AUDITED: Record<string, string> = {
  // Anyone may send an enquiry; it names no account (only the address typed), and the enquiry itself,
  // with its time, is the record.
  'contact POST': 'public form, tied to no account',
};

/** Audit rows naming any of these people, by id. */
async function rowsFor(people: string[]) {
  if (!people.length) return [];
  return getDb()
    .selectFrom('auditEvents')
    .selectAll()
    .where((eb) => eb.or([eb('actorId', 'in', people), eb('targetId', 'in', people)]))
    .execute();
}

describe('every state change leaves an audit event', () => {
  it('has a scenario (or a stated reason) for every mutating route, and no stale ones', () => {
    const mutating = [...routes.values()].flatMap((r) =>
      r.methods.filter((m) => MUTATING.includes(m)).map((m) => `${r.name} ${m}`),
    );
    expect(mutating.length).toBeGreaterThan(20);
    expect(mutating.filter((key) => !SCENARIOS[key] && !NOT_AUDITED[key])).toEqual([]);
    expect(Object.keys({ ...SCENARIOS, ...NOT_AUDITED }).filter((key) => !mutating.includes(key))).toEqual([]);
  });

  it.each(Object.entries(SCENARIOS))('%s writes its audit event', async (_key, scenario) => {
    const { people, act } = await scenario.prepare();
    const before = new Set((await rowsFor(people)).map((row) => row.id));
    const res = await act();
    expect(res.status).toBe(scenario.status);
    const written = (await rowsFor(people)).filter((row) => !before.has(row.id));
    expect(written.map((row) => row.action).sort()).toEqual([...scenario.actions].sort());
    expect(written.every((row) => row.outcome === 'success' && row.ipAddress)).toBe(true);
  });
});

describe('every refused administrator request leaves a denied event', () => {
  let lines: Record<string, unknown>[] = [];
  beforeEach(() => {
    lines = [];
    vi.stubEnv('LOG_LEVEL', 'info');
    vi.spyOn(console, 'info').mockImplementation((line: unknown) => void lines.push(JSON.parse(String(line))));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.mocked(console.info).mockRestore();
  });

  const adminRoutes = () =>
    [...routes.values()]
      .filter((r) => r.path.startsWith('/api/admin/'))
      .flatMap((r) => r.methods.map((m) => ({ r, m })));

  it.each([
    ['a member', () => signedIn('member'), 'forbidden'],
    [
      'an administrator without two-factor sign-in',
      () => signedIn('admin', { twoFactor: false }),
      'two_factor_required',
    ],
  ] as const)('%s: 403 on every administrator endpoint, each one audited as denied', async (_who, caller, reason) => {
    const me: TestUser & { cookie: string } = await caller();
    const requests = adminRoutes();
    expect(requests.length).toBeGreaterThanOrEqual(12);
    const before = new Set((await rowsFor([me.user.id])).map((row) => row.id));
    for (const { r, m } of requests) {
      const params = Object.fromEntries([...r.path.matchAll(/:(\w+)/g)].map(([, key]) => [key!, crypto.randomUUID()]));
      const body = ['GET', 'DELETE'].includes(m) ? undefined : {};
      const res = await send(r.name, m, { cookie: me.cookie, params, body });
      expect(res.status, `${m} ${r.path}`).toBe(403);
    }
    const denied = (await rowsFor([me.user.id])).filter((row) => !before.has(row.id));
    expect(denied).toHaveLength(requests.length);
    for (const row of denied) {
      expect(row).toMatchObject({
        action: 'admin.access_denied',
        outcome: 'denied',
        actorId: me.user.id,
        actorEmail: me.email,
        targetId: null,
      });
      expect(row.details).toMatchObject({
        reason,
        route: expect.stringMatching(/^(GET|POST|PUT|PATCH|DELETE) \/api\/admin\//),
      });
    }
    // One log line per denial from the same helper: ids only, never the address.
    const logged = lines.filter((line) => line.event === 'admin.access_denied');
    expect(logged).toHaveLength(requests.length);
    expect(logged[0]).toMatchObject({ outcome: 'denied', actorId: me.user.id, reason });
    expect(JSON.stringify(logged)).not.toContain(me.email);
  });

  it('a caller who is not signed in gets 401 and leaves only the refusal log line, naming nobody', async () => {
    const res = await send('admin-users', 'GET', {});
    expect(res.status).toBe(401);
    expect(lines.map((line) => line.event)).toEqual(['request.refused']);
  });
});
