// Attacks generated from the API contract: every operation that declares a proof is tried with each
// credential weaker than it needs (a password-only session of an account with a passkey or with the code
// app, a session whose factor is older than the window, the session cookie alone in another browser, the
// administrators' API on one's own account), and must be refused with none of the account's rows changed.
// A new entry that declares a proof gets its attacks with no edit here; an operation that changes who can
// get into an account and declares no proof fails the first test.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiContract, type EndpointName } from '../../src/schemas/api.ts';
import type { Operation } from '../../src/schemas/api-operation.ts';
import type { AuditAction } from '../../src/schemas/audit-actions.ts';
import { RECENT_FACTOR_MINUTES, proofMessages, type ProofLevel } from '../../src/schemas/proof.ts';
import { DEVICE_COOKIE } from '../../src/schemas/storage.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { TEST_PASSWORD, makeUser, signInAs, type TestUser } from '../helpers/accounts.ts';
import { call } from '../helpers/api.ts';
import { addTestPasskey } from '../helpers/passkeys.ts';

/** The actions that change who can get into an account, and the least proof each needs. */
const LEAST_PROOF: Partial<Record<AuditAction, ProofLevel>> = {
  'account.passkey_added': 'factorNow',
  'account.passkey_removed': 'factorNow',
  'account.two_factor_enabled': 'factorNow',
  'account.two_factor_disabled': 'factorNow',
  'account.recovery_codes_regenerated': 'factorNow',
  'account.password_changed': 'recentFactor',
  'account.deleted': 'recentFactor',
  'account.two_factor_setup_started': 'factorNow',
  'admin.user_created': 'recentFactor',
  'admin.role_changed': 'recentFactor',
  'admin.password_reset': 'recentFactor',
  'admin.two_factor_reset': 'recentFactor',
  'admin.passkeys_removed': 'recentFactor',
  'admin.user_deleted': 'recentFactor',
};
const STRENGTH: Record<ProofLevel, number> = { password: 0, recentFactor: 1, factorNow: 2 };

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Declared {
  name: EndpointName;
  method: Method;
  operation: Operation;
  path: string;
}

const declared: Declared[] = Object.entries(apiContract).flatMap(([name, entry]) =>
  (['POST', 'PUT', 'PATCH', 'DELETE'] as const).flatMap((method) => {
    const operation: Operation | undefined = (entry as Record<string, unknown>)[method] as Operation | undefined;
    return operation?.proof ? [{ name: name as EndpointName, method, operation, path: entry.path }] : [];
  }),
);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A Cookie header without the browser's device cookie: the session cookie copied into another client. */
const withoutDevice = (cookie: string) =>
  cookie
    .split('; ')
    .filter((pair) => ![DEVICE_COOKIE.secure, DEVICE_COOKIE.insecure].some((name) => pair.startsWith(`${name}=`)))
    .join('; ');

async function setSessionFactor(userId: string, at: Date | null) {
  await getDb()
    .updateTable('sessions')
    .set({ twoFactorAt: at, factorKind: at ? 'code' : null })
    .where('userId', '=', userId)
    .execute();
}

/** What the attacker holds: the account, the Cookie header they send, and (own-account case) the target. */
interface Foothold {
  account: TestUser;
  cookie: string;
  passkeyId?: string;
  target?: string;
}

type Credential = { label: string; applies: (d: Declared) => boolean; make: (d: Declared) => Promise<Foothold> };

const admin = (d: Declared) => d.operation.access === 'administrator';
const onUser = (d: Declared) => d.path.includes(':userId');
const role = (d: Declared) => (admin(d) ? 'admin' : 'member');

const credentials: Credential[] = [
  {
    label: 'a password-only session of an account with a passkey',
    applies: (d) => !admin(d),
    make: async (d) => {
      const account = await makeUser({ role: role(d), twoFactor: false });
      const cookie = await signInAs(account);
      const { passkey } = await addTestPasskey(cookie);
      await setSessionFactor(account.user.id, null);
      return { account, cookie, passkeyId: passkey.id };
    },
  },
  {
    label: 'a password-only session of an account with the code app',
    applies: () => true,
    make: async (d) => {
      const account = await makeUser({ role: role(d), twoFactor: true });
      const cookie = await signInAs(account);
      await setSessionFactor(account.user.id, null);
      return { account, cookie };
    },
  },
  {
    label: `a session whose factor is older than the window (${RECENT_FACTOR_MINUTES + 1} minutes)`,
    applies: () => true,
    make: async (d) => {
      const account = await makeUser({ role: role(d), twoFactor: true });
      const cookie = await signInAs(account);
      await setSessionFactor(account.user.id, minutesAgo(RECENT_FACTOR_MINUTES + 1));
      return { account, cookie };
    },
  },
  {
    label: 'the session cookie alone, in another client',
    applies: () => true,
    make: async (d) => {
      const account = await makeUser({ role: role(d), twoFactor: true });
      return { account, cookie: withoutDevice(await signInAs(account)) };
    },
  },
  {
    label: 'a fresh two-factor sign-in, with no factor in the request',
    applies: (d) => d.operation.proof === 'factorNow',
    make: async (d) => {
      const account = await makeUser({ role: role(d), twoFactor: true });
      return { account, cookie: await signInAs(account) };
    },
  },
  {
    label: "the administrators' API on one's own account, freshly signed in with two factors",
    applies: (d) => admin(d) && onUser(d) && d.method !== 'POST',
    make: async () => {
      const account = await makeUser({ role: 'admin', twoFactor: true });
      return { account, cookie: await signInAs(account), target: account.user.id };
    },
  },
];

/** Every row that says who can get into these accounts (sessions by id: using one pushes its expiry). */
async function rows(userIds: string[]) {
  const db = getDb();
  return {
    users: await db.selectFrom('users').selectAll().where('id', 'in', userIds).orderBy('id').execute(),
    passkeys: await db.selectFrom('passkeys').selectAll().where('userId', 'in', userIds).orderBy('id').execute(),
    codes: await db.selectFrom('recoveryCodes').selectAll().where('userId', 'in', userIds).orderBy('id').execute(),
    sessions: await db
      .selectFrom('sessions')
      .select(['sid', 'userId', 'twoFactorAt', 'factorKind', 'passkeyId'])
      .where('userId', 'in', userIds)
      .orderBy('sid')
      .execute(),
  };
}

/** The body an attacker sends: the operation's example, any factor taken out, the (known) password put in. */
function attackBody(operation: Operation): unknown {
  if (!operation.body) return undefined;
  const example = { ...(operation.example?.() as Record<string, unknown>) };
  delete example.assertion;
  if (operation.proofFields?.code !== null) delete example.code;
  const passwordField = operation.proofFields?.password ?? 'password';
  if (operation.access !== 'administrator' && passwordField in example) example[passwordField] = TEST_PASSWORD;
  if (operation.proof === 'password' || operation.proof === 'factorNow') {
    if (operation.access !== 'administrator') example[passwordField] = TEST_PASSWORD;
  }
  return example;
}

describe('proofs declared in the contract', () => {
  it('every operation that changes who can get into an account declares at least the proof it needs', () => {
    const missing = Object.entries(apiContract).flatMap(([name, entry]) =>
      (['POST', 'PUT', 'PATCH', 'DELETE'] as const).flatMap((method) => {
        const operation = (entry as Record<string, unknown>)[method] as Operation | undefined;
        const least = (operation?.audit ?? []).map((action) => LEAST_PROOF[action]).find(Boolean);
        if (!least) return [];
        const given = operation?.proof;
        return given && STRENGTH[given] >= STRENGTH[least]
          ? []
          : [`${method} ${name}: needs ${least}, declares ${given}`];
      }),
    );
    expect(missing).toEqual([]);
    const attacks = declared.flatMap((d) => credentials.filter((c) => c.applies(d)));
    console.log(`proof attacks: ${declared.length} operations declare a proof; ${attacks.length} attacks`);
    expect(declared.length).toBeGreaterThan(0);
  });
});

describe.each(declared)('$method $name ($operation.proof)', (d) => {
  const applicable = credentials.filter((credential) => credential.applies(d));
  it.each(applicable.map((credential) => [credential.label, credential] as const))(
    'refuses %s, changing nothing',
    async (_label, credential) => {
      const foothold = await credential.make(d);
      const bystander = await makeUser();
      const target = foothold.target ?? bystander.user.id;
      const path = d.path
        .replace(':userId', target)
        .replace(':id', foothold.passkeyId ?? randomUUID())
        .replace(/:\w+/g, () => randomUUID());
      const watched = [foothold.account.user.id, bystander.user.id];
      const before = await rows(watched);
      const fn = (await import(`../../netlify/functions/${d.name}.mts`)).default;
      const res = await call(fn, path, { method: d.method, body: attackBody(d.operation), cookie: foothold.cookie });
      expect([400, 403, 409], JSON.stringify(res.body)).toContain(res.status);
      // A foothold on the administrator's own account is refused as such.
      expect(res.body).toMatchObject(foothold.target ? { message: proofMessages.ownAccount } : {});
      expect(await rows(watched)).toEqual(before);
    },
  );
});
