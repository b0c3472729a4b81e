// What the browser's WebAuthn calls return, in their JSON form: checked for shape here, verified
// cryptographically on the server (@simplewebauthn/server). Adding a passkey and confirming a change with
// one both carry them. The client data the browser signed says whether the ceremony ran inside another
// site's frame (`crossOrigin`, a boolean the browser always writes): this site never frames its own, so
// only `false`, or no member at all (older browsers), is accepted here, before any challenge is spent.
import type { AuthenticationExtensionsClientOutputs } from '@simplewebauthn/browser';
import { z } from './zod.ts';

/** The one message for an answer that is not what a browser sends. */
export const webAuthnAnswerMessage = 'The passkey did not answer as expected. Try again.';
/** The message for a ceremony a browser ran inside another site's page. */
export const webAuthnFramedMessage =
  "Passkeys work on this site's own pages, not inside another site. Open this site directly and try again.";

/** The client data's JSON (base64url-encoded in the answer), or undefined when it is not readable JSON. */
function signedClientData(encoded: string): unknown {
  try {
    const bytes = Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * Refuses an answer whose client data says anything about `crossOrigin` but `false`: `true` (framed by
 * another site) with its own message; a string such as "true", or any other value, as no browser's answer.
 * Client data that cannot be read at all is left to the server's check of the challenge inside it.
 */
function refuseCrossOrigin(answer: { response: { clientDataJSON: string } }, context: z.RefinementCtx): void {
  const data = signedClientData(answer.response.clientDataJSON);
  if (typeof data !== 'object' || data === null || !('crossOrigin' in data)) return;
  const { crossOrigin } = data as { crossOrigin: unknown };
  if (crossOrigin === false) return;
  context.addIssue({ code: 'custom', message: crossOrigin === true ? webAuthnFramedMessage : webAuthnAnswerMessage });
}

const base64url = (max: number) =>
  z
    .string({ error: webAuthnAnswerMessage })
    .max(max, webAuthnAnswerMessage)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, webAuthnAnswerMessage);

/** The browser names them as strings (@simplewebauthn's JSON types); only the known ones are kept. */
const transports = z
  .array(z.string().max(16))
  .max(8)
  .pipe(z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])))
  .optional();

/** The extensions' outputs: an object whose members the server reads for itself. */
const extensionResults = z.custom<AuthenticationExtensionsClientOutputs>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { error: webAuthnAnswerMessage },
);

/** What the browser returns from navigator.credentials.create() (its JSON form). */
export const registrationResponseSchema = z
  .strictObject({
    id: base64url(1400),
    rawId: base64url(1400),
    type: z.literal('public-key', { error: webAuthnAnswerMessage }),
    response: z.strictObject({
      clientDataJSON: base64url(4000),
      attestationObject: base64url(12000),
      transports,
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(4000).optional(),
      authenticatorData: base64url(4000).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensionResults,
  })
  .superRefine(refuseCrossOrigin);

/** What the browser returns from navigator.credentials.get() (its JSON form). */
export const authenticationResponseSchema = z
  .strictObject({
    id: base64url(1400),
    rawId: base64url(1400),
    type: z.literal('public-key', { error: webAuthnAnswerMessage }),
    response: z.strictObject({
      clientDataJSON: base64url(4000),
      authenticatorData: base64url(4000),
      signature: base64url(2000),
      userHandle: base64url(200).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensionResults,
  })
  .superRefine(refuseCrossOrigin);
