// Passkeys (WebAuthn): the bodies of the calls that add, rename, remove and sign in with one, what they
// answer, and the messages the server gives. The browser's WebAuthn answers are checked for shape here and
// verified cryptographically on the server (@simplewebauthn/server).
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { proofFields, proofMessages } from './proof.ts';
import { singleLine } from './text.ts';
import { twoFactorCode } from './two-factor.ts';
import { authenticationResponseSchema, registrationResponseSchema, webAuthnAnswerMessage } from './webauthn.ts';
import { isoDate, reply, z } from './zod.ts';

/** Each account holds at most this many passkeys. */
export const PASSKEYS_PER_ACCOUNT = 10;
/** A ceremony's challenge lasts this long. */
export const PASSKEY_CHALLENGE_MINUTES = 5;
export const PASSKEY_NAME_MAX = 64;

export const passkeyMessages = {
  name: 'Give the passkey a name',
  nameLength: `Use at most ${PASSKEY_NAME_MAX} characters`,
  response: webAuthnAnswerMessage,
  tooMany: `An account can hold at most ${PASSKEYS_PER_ACCOUNT} passkeys. Remove one first.`,
  expired: 'That took too long or was already used. Try again.',
  notVerified: 'The passkey could not be verified. Try again, and unlock it with your fingerprint, face or PIN.',
  userVerification: 'Your passkey must check it is you (fingerprint, face or PIN). Try again and unlock it.',
  alreadyAdded: 'This passkey is already registered, so it cannot be added again. Try another one.',
  unknown: 'This passkey is not registered here. Sign in with your e-mail address and password.',
  notFound: 'Passkey not found',
  counter: 'This passkey looks copied, so it was refused. Sign in another way and remove it from your account.',
  noneToRemove: 'This user has no passkeys.',
  confirmationFailed: 'That passkey could not confirm it is you. Try again with one of your passkeys.',
  noPasskeys: 'You have no passkeys to confirm with.',
} as const;

export const passkeyName = singleLine(
  z
    .string({ error: passkeyMessages.name })
    .trim()
    .min(1, passkeyMessages.name)
    .max(PASSKEY_NAME_MAX, passkeyMessages.nameLength),
  'A passkey name',
);

/**
 * POST /api/account/passkeys: the new credential, a name (else one is made up), and the proof the contract
 * asks for: the password on an account with no second factor, else a factor it has (a code, or a signed
 * answer from one of its passkeys).
 */
export const passkeyAddSchema = z.strictObject({
  response: registrationResponseSchema,
  name: passkeyName.optional(),
  ...proofFields,
});
/** PATCH /api/account/passkeys/:id */
export const passkeyRenameSchema = z.strictObject({ name: passkeyName });
/** DELETE /api/account/passkeys/:id: a factor the account has, proven in the request. */
export const passkeyRemoveSchema = z.strictObject(proofFields);
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

/** The /account form that adds a first second factor: the password, reported beside the field when empty. */
export const passkeyAddFormSchema = z.strictObject({
  password: z.string({ error: proofMessages.passwordRequired }).min(1, proofMessages.passwordRequired).max(128),
});
/**
 * The form once the account has passkeys (adding another, or removing one): a code (with the code app on),
 * or none for one of the passkeys.
 */
export const passkeyConfirmFormSchema = z.strictObject({ code: z.union([z.literal(''), twoFactorCode]).optional() });
/** The form once the account has the code app but no passkey: the code is needed. */
export const passkeyCodeFormSchema = z.strictObject({ code: twoFactorCode });
