// The browser's API client against a stand-in server: replies are parsed with the contract's schema in
// tests (as in development) and a reply that has drifted fails at the call, naming the endpoint and the
// method; refusals become ApiError with the server's code; a launch is recorded through the same client.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as authEndpoints from '../schemas/api-routes/auth.ts';
import * as everyPage from '../schemas/api-routes/every-page.ts';
import * as memberEndpoints from '../schemas/api-routes/member.ts';
import { ContractMismatch } from './api-check.ts';
import { clientMessages } from '../schemas/errors.ts';
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
      return body === undefined
        ? new Response(null, { status })
        : Response.json(body, { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('api()', () => {
  it('resolves with a reply the contract describes', async () => {
    serverAnswering(200, member);
    await expect(api(everyPage.signedInUser, 'GET')).resolves.toEqual(member);
  });

  it('fails loudly, naming the endpoint and the method, when a reply has drifted from the contract', async () => {
    serverAnswering(200, { ...member, role: 'owner', nickname: 'Ada' });
    const call = api(everyPage.signedInUser, 'GET');
    await expect(call).rejects.toBeInstanceOf(ContractMismatch);
    await expect(call).rejects.toThrow(
      /^GET \/api\/auth\/user \(auth-user\): the reply does not match the contract: role: /,
    );
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

/** A server that answers every call with a page of its own (a proxy's or a host's), not the API's JSON. */
function pageAnswering(status: number, contentType = 'text/html; charset=utf-8') {
  const page = `<!doctype html><html><head><title>${status} Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>`;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(page, { status, headers: { 'Content-Type': contentType } })),
  );
}

describe('api() reads only replies the contract declares', () => {
  it.each([
    ['a 502 HTML page', 502, 'text/html; charset=utf-8'],
    ['a 404 HTML page (a missing function)', 404, 'text/html'],
    ['a 400 in plain text', 400, 'text/plain'],
    ['a 500 page labelled JSON that is not JSON', 500, 'application/json'],
  ])('turns %s into one plain message, without the page or a status', async (_what, status, type) => {
    pageAnswering(status, type);
    const call = api(authEndpoints.login, 'POST', { body: { email: 'a@example.com', password: 'x' } });
    await expect(call).rejects.toMatchObject({ code: 'unexpected_reply', message: clientMessages.unexpected });
  });

  it('turns a success that is an HTML page (a host answering for the API) into the same plain message', async () => {
    pageAnswering(200);
    await expect(api(everyPage.signedInUser, 'GET')).rejects.toMatchObject({
      code: 'unexpected_reply',
      message: clientMessages.unexpected,
    });
  });

  it('turns JSON that is not the error contract (an unknown code, no message) into the plain message', async () => {
    serverAnswering(502, { error: 'upstream timed out' });
    await expect(api(everyPage.signedInUser, 'GET')).rejects.toMatchObject({ message: clientMessages.unexpected });
    serverAnswering(400, { code: 'teapot', message: 'I am a teapot' });
    await expect(api(everyPage.signedInUser, 'GET')).rejects.toMatchObject({ message: clientMessages.unexpected });
  });

  it('says no connection plainly when nothing answered', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api(everyPage.signedInUser, 'GET')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: clientMessages.network,
    });
  });

  it("gives the server's own message without its status: a person never reads '400:'", async () => {
    serverAnswering(400, { code: 'validation_failed', message: 'Enter your password to confirm it is you' });
    const call = api(authEndpoints.login, 'POST', { body: { email: 'a@example.com', password: '' } });
    await expect(call).rejects.toMatchObject({ status: 400, message: 'Enter your password to confirm it is you' });
    await expect(call).rejects.not.toThrow(/\d{3}/);
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
