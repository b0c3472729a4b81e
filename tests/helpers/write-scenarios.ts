// One successful request per state-changing route (each function's methods other than GET), called as a
// person would: the audit test checks the events each leaves, the replies test checks each answer against
// the API contract. The routes come from netlify/functions and each one's own Allow header.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import { issueToken } from '../../netlify/lib/account/tokens.ts';
import { chooseBriefings } from '../../netlify/lib/briefings/preferences.ts';
import { unsubscribeToken } from '../../netlify/lib/briefings/token.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';
import { PERSONA_STEPS } from '../../src/schemas/brand-persona.ts';
import type { AuditAction } from '../../src/schemas/audit.ts';
import { ORIGIN, call, context } from './api.ts';
import { makeUser, signInAs, signedIn, uniqueEmail, type TestUser } from './accounts.ts';
import { stepBody } from './brand-persona.ts';
import { SoftwareAuthenticator } from './authenticator.ts';
import { uniqueIp } from './ips.ts';
import { addTestPasskey, creationOptions, signedAssertion } from './passkeys.ts';

type Fn = (request: Request, context: Context) => Promise<Response> | Response;
export const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'];

interface Route {
  name: string;
  path: string;
  methods: string[];
  handler: Fn;
}

export const routes = new Map<string, Route>();

/** Reads every function with a path, and the methods it says it serves (Allow on a 405), into `routes`. */
export async function loadRoutes(): Promise<void> {
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
}

/** Calls a function by name, filling its path parameters and adding a query, if any. */
export function send(
  name: string,
  method: string,
  options: { cookie?: string; body?: unknown; params?: Record<string, string>; query?: Record<string, string> },
) {
  const route = routes.get(name)!;
  const { query, ...rest } = options;
  let url = route.path;
  for (const [key, value] of Object.entries(options.params ?? {})) url = url.replace(`:${key}`, value);
  if (query) url += `?${new URLSearchParams(query)}`;
  return call(route.handler, url, { method, ip: uniqueIp(), ...rest });
}

/** What one scenario did: the people involved (whose audit rows are watched) and the request. */
export interface Scenario {
  /** Sets up, returning the ids whose rows to watch and the request to make. */
  prepare: () => Promise<{ people: string[]; act: () => Promise<{ status: number; body?: unknown }> }>;
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
function asMember(act: (me: TestUser & { cookie: string }) => Promise<{ status: number; body?: unknown }>) {
  return async () => {
    const me = await member();
    return { people: [me.user.id], act: () => act(me) };
  };
}

/** An administrator acting on another member's account: the rows watched are the administrator's. */
function onAnotherAccount(act: (cookie: string, userId: string) => Promise<{ status: number; body?: unknown }>) {
  return async () => {
    const [me, other] = await Promise.all([admin(), member()]);
    return { people: [me.user.id], act: () => act(me.cookie, other.user.id) };
  };
}

async function personaDraft(cookie: string) {
  for (const step of PERSONA_STEPS) await send('member-brand-persona', 'PUT', { cookie, body: stepBody(step) });
}

/** One valid request per mutating route, and the audit events it must leave. */
export const SCENARIOS: Record<string, Scenario> = {
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
  'briefings-choice PUT': {
    prepare: asMember((me) => send('briefings-choice', 'PUT', { cookie: me.cookie, body: { subscribed: true } })),
    status: 200,
    actions: ['briefings.subscribed'],
  },
  // A mailbox provider's one-click request: no cookie, the signed token in the link.
  'briefings-unsubscribe POST': {
    prepare: async () => {
      const me = await member();
      await chooseBriefings(getDb(), me.user, true, 'account');
      const token = unsubscribeToken(me.user.id);
      return { people: [me.user.id], act: () => send('briefings-unsubscribe', 'POST', { query: { token } }) };
    },
    status: 200,
    actions: ['briefings.unsubscribed'],
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
  'account-passkeys POST': {
    prepare: asMember(async ({ cookie }) => {
      const response = new SoftwareAuthenticator(ORIGIN).create(await creationOptions(cookie));
      return send('account-passkeys', 'POST', { cookie, body: { response } });
    }),
    status: 201,
    actions: ['account.passkey_added'],
  },
  'account-passkey PATCH': {
    prepare: async () => {
      const me = await member();
      const { passkey } = await addTestPasskey(me.cookie);
      const body = { name: 'Work phone' };
      return {
        people: [me.user.id],
        act: () => send('account-passkey', 'PATCH', { cookie: me.cookie, body, params: { id: passkey.id } }),
      };
    },
    status: 200,
    actions: ['account.passkey_renamed'],
  },
  'account-passkey DELETE': {
    prepare: async () => {
      const me = await member();
      const { passkey } = await addTestPasskey(me.cookie);
      const body = { password: me.password };
      return {
        people: [me.user.id],
        act: () => send('account-passkey', 'DELETE', { cookie: me.cookie, body, params: { id: passkey.id } }),
      };
    },
    status: 204,
    actions: ['account.passkey_removed'],
  },
  'login-passkey POST': {
    prepare: async () => {
      const me = await member();
      const { authenticator } = await addTestPasskey(me.cookie);
      const response = await signedAssertion(authenticator);
      return { people: [me.user.id], act: () => send('login-passkey', 'POST', { body: { response } }) };
    },
    status: 200,
    actions: ['auth.sign_in'],
  },
  'admin-user-passkeys DELETE': {
    prepare: async () => {
      const [me, other] = await Promise.all([admin(), member()]);
      await addTestPasskey(other.cookie);
      return {
        people: [me.user.id],
        act: () => send('admin-user-passkeys', 'DELETE', { cookie: me.cookie, params: { userId: other.user.id } }),
      };
    },
    status: 204,
    actions: ['admin.passkeys_removed'],
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
