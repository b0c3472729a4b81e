// A member's passkeys on /account: the list, adding one (the browser's WebAuthn ceremony), renaming and
// removing one. What adding and removing need proved (a factor the account has, or the password on an
// account with none) is declared in the API contract and checked before these run (netlify/lib/proof).
// Every addition and removal is audited in the same transaction as the change and mailed to the member.
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database, PasskeyRow } from '../../../db/rows.ts';
import { PASSKEYS_PER_ACCOUNT, passkeyMessages, type Passkey } from '../../../src/schemas/passkeys.ts';
import { proofMessages } from '../../../src/schemas/proof.ts';
import type { z } from '../../../src/schemas/zod.ts';
import type { passkeyAddSchema } from '../../../src/schemas/passkeys.ts';
import { audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import type { MailContext } from '../mail/context.ts';
import { CEREMONY_TIMEOUT_MS, expiredOnAccount, issueChallenge, spendChallenge } from './challenges.ts';
import { defaultPasskeyName } from './names.ts';
import { queuePasskeyNotice } from './notices.ts';
import { deletePasskeySessions } from '../session/store.ts';
import { relyingParty } from './relying-party.ts';
import { countPasskeysForUpdate, deletePasskey, insertPasskey, listUserPasskeys, renamePasskey } from './repository.ts';
import { verificationRefusal } from './verification.ts';

/** ES256 and RS256: what platform authenticators and security keys make. */
export const PASSKEY_ALGORITHMS = [-7, -257];

export function describePasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
    synced: row.deviceType === 'multiDevice' && row.backedUp,
  };
}

export async function listPasskeys(db: Kysely<Database>, auth: Authenticated): Promise<Passkey[]> {
  return (await listUserPasskeys(db, auth.user.id)).map(describePasskey);
}

function tooMany(): never {
  throw new HttpError(409, passkeyMessages.tooMany);
}

/** WebAuthn's limit on a credential id's length. */
export const CREDENTIAL_ID_MAX_BYTES = 1023;

/**
 * The credential id the authenticator signed (in its data) is the one stored: it must be at most 1,023
 * bytes, and the browser's `id` and `rawId` must both be it.
 */
function assertCredentialId(signed: string, response: { id: string; rawId: string }): void {
  const fits = Buffer.from(signed, 'base64url').length <= CREDENTIAL_ID_MAX_BYTES;
  if (fits && response.id === signed && response.rawId === signed) return;
  throw new HttpError(400, passkeyMessages.response, { fieldErrors: { response: [passkeyMessages.response] } });
}

/**
 * The options for navigator.credentials.create(): a challenge bound to this session. They prove nothing
 * and change nothing; the adding request carries the proof.
 */
export async function startAddingPasskey(db: Kysely<Database>, auth: Authenticated) {
  const existing = await listUserPasskeys(db, auth.user.id);
  if (existing.length >= PASSKEYS_PER_ACCOUNT) tooMany();
  const rp = relyingParty();
  const { user } = auth;
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    userDisplayName: `${user.firstName} ${user.lastName}`,
    challenge: await issueChallenge(db, 'registration', { userId: user.id, sid: auth.sid }),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  });
  // The library types the relying party's id as optional: it is the one given above (the contract needs
  // it). The user entity is copied into a plain object, the contract's open shape.
  return { ...options, rp: { ...options.rp, id: rp.id }, user: { ...options.user } };
}

/**
 * The browser's new credential, verified against the challenge this session was given. The contract has
 * checked the proof the request carries (a factor the account has, or the password on one with none).
 */
export async function addPasskey(
  db: Kysely<Database>,
  auth: Authenticated,
  input: z.infer<typeof passkeyAddSchema>,
  meta: { userAgent: string | null; mail: MailContext },
): Promise<Passkey> {
  const { user } = auth;
  const owner = { userId: user.id, sid: auth.sid };
  const challenge = await spendChallenge(
    db,
    input.response.response.clientDataJSON,
    'registration',
    owner,
    expiredOnAccount,
  );
  const rp = relyingParty();
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  }).catch((error: unknown) => {
    throw verificationRefusal(error, 400);
  });
  if (!verification.verified) throw verificationRefusal(undefined, 400);
  const info = verification.registrationInfo;
  assertCredentialId(info.credential.id, input.response);
  // Whether the request proved a factor (the contract checked it), rather than the password alone.
  const proved = Boolean(input.code || input.assertion);
  const name = input.name ?? defaultPasskeyName(info.aaguid, meta.userAgent);
  const added = await audited(
    db,
    async (trx) => {
      const count = await countPasskeysForUpdate(trx, user.id);
      if (count >= PASSKEYS_PER_ACCOUNT) tooMany();
      // A factor added meanwhile (two first factors at once on the password): this one needs a factor now.
      const codeApp = await trx
        .selectFrom('users')
        .select('twoFactorEnabledAt')
        .where('id', '=', user.id)
        .executeTakeFirst();
      if ((count > 0 || codeApp?.twoFactorEnabledAt) && !proved) {
        throw new HttpError(400, proofMessages.factorRequired, {
          fieldErrors: { confirmation: [proofMessages.factorRequired] },
        });
      }
      const row = await insertPasskey(
        trx,
        {
          userId: user.id,
          credentialId: info.credential.id,
          publicKey: info.credential.publicKey,
          counter: info.credential.counter,
          transports: input.response.response.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          aaguid: info.aaguid,
          name,
        },
        now(),
      );
      if (!row) throw new HttpError(409, passkeyMessages.alreadyAdded);
      return row;
    },
    (row) => ({
      action: 'account.passkey_added',
      actor: party(user),
      ip: auth.ip,
      details: { passkeyId: row.id, synced: describePasskey(row).synced },
    }),
  );
  queuePasskeyNotice(user, 'added', meta.mail, added.name);
  return describePasskey(added);
}

const notFound = () => new HttpError(404, passkeyMessages.notFound);

export async function renameOwnPasskey(
  db: Kysely<Database>,
  auth: Authenticated,
  id: string,
  name: string,
): Promise<Passkey> {
  const row = await audited(
    db,
    async (trx) => {
      const renamed = await renamePasskey(trx, auth.user.id, id, name);
      if (!renamed) throw notFound();
      return renamed;
    },
    (renamed) => ({
      action: 'account.passkey_renamed',
      actor: party(auth.user),
      ip: auth.ip,
      details: { passkeyId: renamed.id },
    }),
  );
  return describePasskey(row);
}

export async function removeOwnPasskey(
  db: Kysely<Database>,
  auth: Authenticated,
  id: string,
  mail: MailContext,
): Promise<void> {
  // The sessions the passkey opened end with it (but the one the member is removing it from).
  const { row: removed } = await audited(
    db,
    async (trx) => {
      const sessionsEnded = await deletePasskeySessions(trx, id, auth.sid);
      const row = await deletePasskey(trx, auth.user.id, id);
      if (!row) throw notFound();
      return { row, sessionsEnded };
    },
    ({ row, sessionsEnded }) => ({
      action: 'account.passkey_removed',
      actor: party(auth.user),
      ip: auth.ip,
      details: { passkeyId: row.id, sessionsEnded },
    }),
  );
  queuePasskeyNotice(auth.user, 'removed', mail, removed.name);
}
