// Passkeys (WebAuthn): the bodies of the calls that add, rename, remove and sign in with one, what they
// answer, and the messages the server gives. The browser's WebAuthn answers are checked for shape here and
// verified cryptographically on the server (@simplewebauthn/server).
import type {
  AuthenticationExtensionsClientOutputs,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { singleLine } from './text.ts';
import { isoDate, reply, z } from './zod.ts';

/** Each account holds at most this many passkeys. */
export const PASSKEYS_PER_ACCOUNT = 10;
/** A ceremony's challenge, and a sign-in that counts as fresh re-authentication, last this long. */
export const PASSKEY_CHALLENGE_MINUTES = 5;
export const PASSKEY_NAME_MAX = 64;

export const passkeyMessages = {
  name: 'Give the passkey a name',
  nameLength: `Use at most ${PASSKEY_NAME_MAX} characters`,
  response: 'The passkey did not answer as expected. Try again.',
  passwordRequired: 'Enter your password to confirm it is you',
  passwordWrong: 'That password is not correct',
  tooMany: `An account can hold at most ${PASSKEYS_PER_ACCOUNT} passkeys. Remove one first.`,
  expired: 'That took too long or was already used. Try again.',
  notVerified: 'The passkey could not be verified. Try again, and unlock it with your fingerprint, face or PIN.',
  userVerification: 'Your passkey must check it is you (fingerprint, face or PIN). Try again and unlock it.',
  alreadyAdded: 'This passkey is already on your account.',
  unknown: 'This passkey is not registered here. Sign in with your e-mail address and password.',
  notFound: 'Passkey not found',
  counter: 'This passkey looks copied, so it was refused. Sign in another way and remove it from your account.',
  noneToRemove: 'This user has no passkeys.',
} as const;

const base64url = (max: number) =>
  z
    .string({ error: passkeyMessages.response })
    .max(max, passkeyMessages.response)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, passkeyMessages.response);

/** The browser names them as strings (@simplewebauthn's JSON types); only the known ones are kept. */
const transports = z
  .array(z.string().max(16))
  .max(8)
  .pipe(z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])))
  .optional();

/** The extensions' outputs: an object whose members the server reads for itself. */
const extensionResults = z.custom<AuthenticationExtensionsClientOutputs>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { error: passkeyMessages.response },
);

/** What the browser returns from navigator.credentials.create() (its JSON form). */
export const registrationResponseSchema = z.strictObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: passkeyMessages.response }),
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
  type: z.literal('public-key', { error: passkeyMessages.response }),
  response: z.strictObject({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});

export const passkeyName = singleLine(
  z
    .string({ error: passkeyMessages.name })
    .trim()
    .min(1, passkeyMessages.name)
    .max(PASSKEY_NAME_MAX, passkeyMessages.nameLength),
  'A passkey name',
);

/**
 * The password, or null for a session that proved two factors (a passkey or a code sign-in) within the
 * last five minutes: always sent, so a body without it is malformed.
 */
const reauthentication = z
  .string({ error: passkeyMessages.passwordRequired })
  .min(1, passkeyMessages.passwordRequired)
  .max(128)
  .nullable();

/** POST /api/account/passkey-options: re-authentication, then the options for navigator.credentials.create(). */
export const passkeyOptionsRequestSchema = z.strictObject({ password: reauthentication });
/** POST /api/account/passkeys: the new credential, and a name (else one is made up from what it is). */
export const passkeyAddSchema = z.strictObject({
  response: registrationResponseSchema,
  name: passkeyName.optional(),
});
/** PATCH /api/account/passkeys/:id */
export const passkeyRenameSchema = z.strictObject({ name: passkeyName });
/** DELETE /api/account/passkeys/:id: re-authentication as when adding. */
export const passkeyRemoveSchema = z.strictObject({ password: reauthentication });
/** POST /api/login/passkey */
export const passkeySignInSchema = z.strictObject({ response: authenticationResponseSchema });

/** One passkey as its owner sees it (never the key or the credential id). */
export const passkeySchema = reply(() =>
  z.strictObject({
    id: z.string(),
    name: z.string(),
    createdAt: isoDate,
    lastUsedAt: isoDate.nullable(),
    /** Synced between the member's devices by their platform (multi-device and backed up), else this device only. */
    synced: z.boolean(),
  }),
);
export type Passkey = z.infer<typeof passkeySchema>;

/**
 * Options for the browser's WebAuthn call, as @simplewebauthn/server makes them: typed as the library's
 * JSON forms (the browser hands them to it as they are), checked for the members this site relies on.
 */
export const passkeyCreationOptionsSchema = reply(() =>
  z.custom<PublicKeyCredentialCreationOptionsJSON>(
    (value) =>
      z
        .looseObject({
          challenge: z.string(),
          rp: z.looseObject({ id: z.string(), name: z.string() }),
          user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
          pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal('public-key') })),
        })
        .safeParse(value).success,
  ),
);
export const passkeyRequestOptionsSchema = reply(() =>
  z.custom<PublicKeyCredentialRequestOptionsJSON>(
    (value) =>
      z
        .looseObject({ challenge: z.string(), rpId: z.string(), userVerification: z.literal('required') })
        .safeParse(value).success,
  ),
);

/** The /account form that adds a passkey: the password may be left empty after a fresh two-factor sign-in. */
export const passkeyAddFormSchema = z.strictObject({ password: z.string().max(128) });
/** The /account form that removes one. */
export const passkeyRemoveFormSchema = z.strictObject({ password: z.string().max(128) });
