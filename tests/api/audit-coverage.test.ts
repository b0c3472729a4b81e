// The audit trail has no gaps: every function that changes something (each method it answers other than
// GET), called as a person would, leaves the audit events its contract entry names; every administrator
// endpoint refuses a member and an administrator without two-factor sign-in with a `denied` event
// (coalesced per person and minute). The list of routes comes from netlify/functions and each one's own
// Allow header, so a new function that changes state fails here until its contract names its events (or
// why it has none) and a scenario can call it.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { signedIn, type TestUser } from '../helpers/accounts.ts';
import { contractEntries } from '../../src/schemas/api.ts';
import { loadRoutes, MUTATING, routes, SCENARIOS, send, WRITTEN } from '../helpers/write-scenarios.ts';

beforeAll(loadRoutes);

/** State changes without an audit event: each says why in its contract entry (`unaudited`). */
const NOT_AUDITED = Object.fromEntries(
  contractEntries().flatMap((entry) =>
    entry.methods
      .filter((method) => entry.operations[method]!.unaudited)
      .map((method) => [`${entry.name} ${method}`, entry.operations[method]!.unaudited]),
  ),
);

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
    expect(Object.keys(WRITTEN).filter((key) => !SCENARIOS[key])).toEqual([]);
  });

  it('names the events of every state change in the contract, or why it leaves none', () => {
    const silent = contractEntries().flatMap((entry) =>
      entry.methods
        .filter((method) => method !== 'GET')
        .filter((method) => !entry.operations[method]!.audit?.length && !entry.operations[method]!.unaudited)
        .map((method) => `${entry.name} ${method}`),
    );
    expect(silent).toEqual([]);
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
      const body = ['GET', 'HEAD', 'DELETE'].includes(m) ? undefined : {};
      const res = await send(r.name, m, { cookie: me.cookie, params, body });
      expect(res.status, `${m} ${r.path}`).toBe(403);
    }
    const denied = (await rowsFor([me.user.id])).filter((row) => !before.has(row.id));
    // Coalesced: one event a minute (two if the run crossed a minute), counting every refusal.
    expect(denied.length).toBeGreaterThanOrEqual(1);
    expect(denied.length).toBeLessThanOrEqual(2);
    expect(denied.reduce((sum, row) => sum + Number(row.details.count), 0)).toBe(requests.length);
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
