// What the browser's WebAuthn calls return, in their JSON form: checked for shape here, verified
// cryptographically on the server (@simplewebauthn/server). Adding a passkey and confirming a change with
// one both carry them.
import { z } from './zod.ts';

/** The one message for an answer that is not what a browser sends. */
export const webAuthnAnswerMessage = 'The passkey did not answer as expected. Try again.';

const base64url = (max: number) =>
  z
    .string({ error: webAuthnAnswerMessage })
    .max(max, webAuthnAnswerMessage)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, webAuthnAnswerMessage);

const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(8)
  .optional();

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
  clientExtensionResults: z.record(z.string(), z.unknown()),
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
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
