// The browser's API client against a stand-in server: replies are parsed with the contract's schema in
// tests (as in development) and a reply that has drifted fails at the call, naming the endpoint and the
// method; refusals become ApiError with the server's code; a launch is recorded through the same client.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as authEndpoints from '../schemas/api-routes/auth.ts';
import * as everyPage from '../schemas/api-routes/every-page.ts';
import * as memberEndpoints from '../schemas/api-routes/member.ts';
import { ContractMismatch } from './api-check.ts';
import { ApiError, api } from './api.ts';
import { trackLaunch } from './track-launch.ts';

const member = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  isVerified: true,
  role: 'member',
};

/** A server that answers every call with `status` and `body`, recording what it was asked. */
function serverAnswering(status: number, body?: unknown) {
  const calls: { path: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, init });
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('api()', () => {
  it('resolves with a reply the contract describes', async () => {
    serverAnswering(200, member);
    await expect(api(authEndpoints.user, 'GET')).resolves.toEqual(member);
  });

  it('fails loudly, naming the endpoint and the method, when a reply has drifted from the contract', async () => {
    serverAnswering(200, { ...member, role: 'owner', nickname: 'Ada' });
    const call = api(authEndpoints.user, 'GET');
    await expect(call).rejects.toBeInstanceOf(ContractMismatch);
    await expect(call).rejects.toThrow(/^GET \/api\/user \(user\): the reply does not match the contract: role: /);
  });

  it('resolves with nothing for a call the contract says answers no content, and refuses content there', async () => {
    serverAnswering(204);
    await expect(api(everyPage.logout, 'POST')).resolves.toBeUndefined();
    serverAnswering(200, { signedOut: true });
    await expect(api(everyPage.logout, 'POST')).rejects.toThrow(/^POST \/api\/logout \(logout\): .*no content/);
  });

  it("turns a refusal into ApiError with the server's code, message and field messages", async () => {
    const fieldErrors = { email: ['Please enter a valid email address'] };
    serverAnswering(400, { code: 'validation_failed', message: 'Please enter a valid email address', fieldErrors });
    const call = api(authEndpoints.login, 'POST', { body: { email: 'x', password: 'y' } });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 400, code: 'validation_failed', fieldErrors });
  });
});

describe('a launch recorded on the way out', () => {
  it('goes through the client with keepalive, so it outlives the page the launch leaves', async () => {
    const launch = { applicationName: 'insights', accessCount: '3', lastAccessed: '2026-11-27T09:00:00.000Z' };
    const calls = serverAnswering(200, launch);
    trackLaunch('insights');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.path).toBe(memberEndpoints.memberApplicationTrack.replace(':name', 'insights'));
    expect(calls[0]!.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
  });

  it('never lets a lost call get in the way of the launch', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(() => trackLaunch('insights')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
