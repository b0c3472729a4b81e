// One successful request per state-changing call of the API contract (each method other than GET), called
// as a person would: the audit test checks the events each leaves, the replies test checks each answer
// against the contract. A call's scenario comes from its contract entry (who may call, its example body,
// its status and the audit events it names), made by the right person with its path parameters filled
// in; the calls that need something set up first (a token, a second session, a passkey, a draft) or
// another person's credentials have theirs written out below. The routes come from netlify/functions
// and each one's own Allow header.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import { issueToken } from '../../netlify/lib/auth/tokens.ts';
import { chooseBriefings } from '../../netlify/lib/briefings/preferences.ts';
import { unsubscribeToken } from '../../netlify/lib/briefings/token.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';
import { PERSONA_STEPS } from '../../src/schemas/brand-persona.ts';
import { contractEntries, paramNamesOf } from '../../src/schemas/api.ts';
import type { Operation } from '../../src/schemas/api-operation.ts';
import type { ApiMethod } from '../../src/schemas/api-routes/route.ts';
import type { AuditAction } from '../../src/schemas/audit.ts';
import { ORIGIN, call, context } from './api.ts';
import { TEST_PASSWORD, makeUser, signInAs, signedIn, uniqueEmail, type TestUser } from './accounts.ts';
import { stepBody } from './brand-persona.ts';
import { SoftwareAuthenticator } from './authenticator.ts';
import { uniqueIp } from './ips.ts';
import { addTestPasskey, confirmingAssertion, creationOptions, signedAssertion } from './passkeys.ts';

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

async function personaDraft(cookie: string) {
  for (const step of PERSONA_STEPS) await send('member-brand-persona', 'PUT', { cookie, body: stepBody(step) });
}

/** What a scenario needs that the contract cannot give: how to set up and call, and rarely other events. */
interface Written {
  prepare: Scenario['prepare'];
  /** Events beyond the contract's (a sign-in with a recovery code also records the code's use). */
  actions?: AuditAction[];
}

/** Path parameters a scenario from the contract can fill in: another member, an application. */
const PARAMETERS: Record<string, () => Promise<string>> = {
  userId: async () => (await member()).user.id,
  name: async () => 'brand-persona',
};

/**
 * A call made as the contract describes it: by a member, or an administrator (whose rows are watched,
 * acting on another member where the address names one), with the example body.
 */
function fromContract(name: string, path: string, method: ApiMethod, operation: Operation) {
  const names = paramNamesOf(path);
  if (!operation.access || names.some((param) => !PARAMETERS[param])) return undefined;
  return async () => {
    const me = operation.access === 'administrator' ? await admin() : await member();
    const values = await Promise.all(names.map((param) => PARAMETERS[param]!()));
    const params = Object.fromEntries(names.map((param, index) => [param, values[index]!]));
    const body = operation.example?.();
    return { people: [me.user.id], act: () => send(name, method, { cookie: me.cookie, params, body }) };
  };
}

/** The calls whose scenario is written out: each needs something set up, or credentials the contract lacks. */
export const WRITTEN: Record<string, Written> = {
  'login POST': {
    prepare: async () => {
      const me = await makeUser();
      return {
        people: [me.user.id],
        act: () => send('login', 'POST', { body: { email: me.email, password: me.password } }),
      };
    },
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
    actions: ['auth.sign_in', 'account.recovery_code_used'],
  },
  'logout POST': {
    prepare: asMember((me) => send('logout', 'POST', { cookie: me.cookie })),
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
  },
  'password-forgot POST': {
    prepare: async () => {
      const me = await makeUser();
      return { people: [me.user.id], act: () => send('password-forgot', 'POST', { body: { email: me.email } }) };
    },
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
  },
  // A mailbox provider's one-click request: no cookie, the signed token in the link.
  'briefings-unsubscribe POST': {
    prepare: async () => {
      const me = await member();
      await chooseBriefings(getDb(), me.user, true, 'account');
      const token = unsubscribeToken(me.user.id);
      return { people: [me.user.id], act: () => send('briefings-unsubscribe', 'POST', { query: { token } }) };
    },
  },
  'account DELETE': {
    prepare: asMember((me) => send('account', 'DELETE', { cookie: me.cookie, body: { password: me.password } })),
  },
  'account-password PUT': {
    prepare: asMember((me) =>
      send('account-password', 'PUT', {
        cookie: me.cookie,
        body: { currentPassword: me.password, newPassword: 'quiet-harbour-lantern-9' },
      }),
    ),
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
  },
  'account-sessions DELETE': {
    prepare: async () => {
      const { me, cookie } = await twoSessions();
      return { people: [me.user.id], act: () => send('account-sessions', 'DELETE', { cookie }) };
    },
  },
  'account-two-factor-setup POST': {
    prepare: asMember((me) =>
      send('account-two-factor-setup', 'POST', { cookie: me.cookie, body: { password: me.password } }),
    ),
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
            // The new app's first code, and the password an account with no second factor proves itself with.
            body: { code: codeAt(setup.body.secret, new Date()), password: me.password },
          }),
      };
    },
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
  },
  'member-brand-persona-submit POST': {
    prepare: async () => {
      const me = await member();
      await personaDraft(me.cookie);
      return { people: [me.user.id], act: () => send('member-brand-persona-submit', 'POST', { cookie: me.cookie }) };
    },
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
  },
  'account-passkeys POST': {
    prepare: asMember(async ({ cookie }) => {
      const response = new SoftwareAuthenticator(ORIGIN).create(await creationOptions(cookie));
      // A member with no second factor yet proves the change with the password.
      return send('account-passkeys', 'POST', { cookie, body: { response, password: TEST_PASSWORD } });
    }),
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
  },
  'account-passkey DELETE': {
    prepare: async () => {
      const me = await member();
      const { passkey, authenticator } = await addTestPasskey(me.cookie);
      // Removing a passkey needs a factor proven in the request: a signed answer from the passkey itself.
      const assertion = await confirmingAssertion(me.cookie, authenticator);
      return {
        people: [me.user.id],
        act: () =>
          send('account-passkey', 'DELETE', { cookie: me.cookie, body: { assertion }, params: { id: passkey.id } }),
      };
    },
  },
  'login-passkey POST': {
    prepare: async () => {
      const me = await member();
      const { authenticator } = await addTestPasskey(me.cookie);
      const response = await signedAssertion(authenticator);
      return { people: [me.user.id], act: () => send('login-passkey', 'POST', { body: { response } }) };
    },
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
  },
  'admin-user-two-factor DELETE': {
    prepare: async () => {
      const [me, other] = await Promise.all([admin(), signedIn('member', { twoFactor: true })]);
      return {
        people: [me.user.id],
        act: () => send('admin-user-two-factor', 'DELETE', { cookie: me.cookie, params: { userId: other.user.id } }),
      };
    },
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
  },
};

/**
 * One valid request per state-changing call the contract audits, its status and the audit events it must
 * leave. A call missing here has neither a written scenario nor one the contract can make (the audit test
 * names it).
 */
export const SCENARIOS: Record<string, Scenario> = Object.fromEntries(
  contractEntries().flatMap((entry) =>
    entry.methods
      .filter((method) => method !== 'GET' && !entry.operations[method]!.unaudited)
      .flatMap((method) => {
        const operation = entry.operations[method]!;
        const written = WRITTEN[`${entry.name} ${method}`];
        const prepare = written?.prepare ?? fromContract(entry.name, entry.path, method, operation);
        if (!prepare) return [];
        const actions = written?.actions ?? [...(operation.audit ?? [])];
        return [[`${entry.name} ${method}`, { prepare, status: operation.status, actions }]];
      }),
  ),
);
