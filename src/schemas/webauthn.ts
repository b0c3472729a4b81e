// What the browser's WebAuthn calls return, in their JSON form: checked for shape here, verified
// cryptographically on the server (@simplewebauthn/server). Adding a passkey and confirming a change with
// one both carry them.
import type { AuthenticationExtensionsClientOutputs } from '@simplewebauthn/browser';
import { z } from './zod.ts';

/** The one message for an answer that is not what a browser sends. */
export const webAuthnAnswerMessage = 'The passkey did not answer as expected. Try again.';

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
export const registrationResponseSchema = z.strictObject({
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
});

/** What the browser returns from navigator.credentials.get() (its JSON form). */
export const authenticationResponseSchema = z.strictObject({
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
});
