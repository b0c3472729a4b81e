// The HTTP side of signing in, shared by every way in (password, password and code, registration): what
// the request tells the sign-in (network, browser, previous session, the browser's device for an account)
// and the one answer that completes it (session cookies, the device cookie, the public user).
import type { Context } from '@netlify/functions';
import { clientIp } from '../http.ts';
import { answer, type Answer } from '../http/answer.ts';
import { readSessionId, sessionCookies } from '../session/cookies.ts';
import type { PublicUser } from '../../../src/schemas/user.ts';
import { toPublicUser } from '../users/public.ts';
import type { SignInMeta, SignedIn } from './complete-sign-in.ts';
import { deviceCookieFor, deviceFor } from './devices.ts';

export async function signInMeta(request: Request, context: Pick<Context, 'ip'>): Promise<SignInMeta> {
  return {
    ip: clientIp(context),
    userAgent: request.headers.get('user-agent'),
    previousSid: await readSessionId(request),
    knownDevice: (email) => deviceFor(request, email),
  };
}

/**
 * The answer to a completed sign-in: the new session's cookies, and the device cookie that marks this
 * browser as one the owner has signed in from (keeping its device id if it had one).
 */
export async function signedInAnswer(
  request: Request,
  { user, sid, device }: SignedIn,
  status = 200,
): Promise<Answer<PublicUser>> {
  const headers = await sessionCookies(request, sid);
  headers.append('set-cookie', deviceCookieFor(request, user.email, device));
  return answer(toPublicUser(user), { status, headers });
}
