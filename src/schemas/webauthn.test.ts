import { describe, expect, it } from 'vitest';
import {
  authenticationResponseSchema,
  registrationResponseSchema,
  webAuthnAnswerMessage,
  webAuthnFramedMessage,
} from './webauthn.ts';

/** Client data as a browser signs it, with `extra` written over it, base64url-encoded. */
const clientDataJSON = (extra: Record<string, unknown>) =>
  Buffer.from(
    JSON.stringify({ type: 'webauthn.get', challenge: 'x'.repeat(43), origin: 'https://example.test', ...extra }),
  ).toString('base64url');

const answers = {
  'a registration (adding a passkey)': (extra: Record<string, unknown>) =>
    registrationResponseSchema.safeParse({
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: clientDataJSON(extra), attestationObject: 'AAAA' },
      clientExtensionResults: {},
    }),
  'an authentication (a sign-in, or a change confirmed with a passkey)': (extra: Record<string, unknown>) =>
    authenticationResponseSchema.safeParse({
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: clientDataJSON(extra), authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    }),
};

describe.each(Object.entries(answers))("%s: the client data's crossOrigin", (_what, parse) => {
  it('may be the boolean false, or absent', () => {
    expect(parse({ crossOrigin: false }).success).toBe(true);
    expect(parse({}).success).toBe(true);
  });

  it('true (a ceremony inside another site) is refused, saying so', () => {
    expect(parse({ crossOrigin: true }).error?.issues.map((issue) => issue.message)).toEqual([webAuthnFramedMessage]);
  });

  it.each([
    ['"true"', 'true'],
    ['"false"', 'false'],
    ['1', 1],
    ['null', null],
    ['an object', {}],
  ])('%s is no answer a browser gives: refused', (_value, crossOrigin) => {
    expect(parse({ crossOrigin }).error?.issues.map((issue) => issue.message)).toEqual([webAuthnAnswerMessage]);
  });
});
