// A factor is added only with a factor. Once an account has a second factor (a passkey, or the code app),
// adding another needs proof of one it has, in the adding request itself: a signed answer from one of its
// passkeys, a current code from the app or an unspent recovery code, or a two-factor sign-in in the last
// five minutes in this same browser. The password alone is never enough: only an account with no second
// factor adds its first with the password.
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import { passkeyMessages } from '../../../src/schemas/passkeys.ts';
import type { authenticationResponseSchema } from '../../../src/schemas/webauthn.ts';
import type { z } from '../../../src/schemas/zod.ts';
import { auditFailedConfirmation, type ConfirmedAction } from '../account/profile.ts';
import { audit, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { HttpError } from '../http.ts';
import { checkSecondFactor } from '../two-factor/codes.ts';
import { confirmCode } from '../two-factor/confirm-code.ts';
import { checkAssertion } from './assertion.ts';
import { CEREMONY_TIMEOUT_MS, issueChallenge, spendChallenge } from './challenges.ts';
import { allowanceEnds } from './reauthentication.ts';
import { relyingParty } from './relying-party.ts';
import { countPasskeys, findPasskeyByCredentialId, listUserPasskeys } from './repository.ts';

type Assertion = z.infer<typeof authenticationResponseSchema>;

/** What a request that adds a factor may carry to prove one the account has. */
export interface FactorProof {
  code?: string;
  assertion?: Assertion;
}

/** Whether the account has a second factor: the code app on, or a passkey. */
export async function hasSecondFactor(db: Kysely<Database>, user: Pick<User, 'id' | 'twoFactorEnabledAt'>) {
  return user.twoFactorEnabledAt !== null || (await countPasskeys(db, user.id)) > 0;
}

/** Options for navigator.credentials.get() that ask one of the member's own passkeys to confirm a change. */
export async function startConfirmation(db: Kysely<Database>, auth: Authenticated) {
  const passkeys = await listUserPasskeys(db, auth.user.id);
  if (passkeys.length === 0) throw new HttpError(409, passkeyMessages.noPasskeys);
  const rpId = relyingParty().id;
  const userVerification = 'required' as const;
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    challenge: await issueChallenge(db, 'authentication', { userId: auth.user.id, sid: auth.sid }),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
  });
  return { ...options, rpId, userVerification };
}

const refused = (message: string, field: string) =>
  new HttpError(400, message, { fieldErrors: { [field]: [message] } });

/** A signed answer from one of the member's own passkeys, to the challenge this session was given. */
async function confirmWithPasskey(
  db: Kysely<Database>,
  auth: Authenticated,
  assertion: Assertion,
  action: ConfirmedAction,
) {
  const owner = { userId: auth.user.id, sid: auth.sid };
  const challenge = await spendChallenge(db, assertion.response.clientDataJSON, 'authentication', owner, () =>
    refused(passkeyMessages.expired, 'assertion'),
  );
  const passkey = await findPasskeyByCredentialId(db, assertion.id);
  const check = passkey?.userId === auth.user.id ? await checkAssertion(db, passkey, assertion, challenge) : undefined;
  if (check?.verified) return;
  if (passkey && check?.reason === 'counter') {
    await audit(db, {
      action: 'auth.passkey_counter_refused',
      outcome: 'failure',
      actor: party(auth.user),
      target: party(auth.user),
      ip: auth.ip,
      details: { method: 'passkey', passkeyId: passkey.id },
    });
  }
  await auditFailedConfirmation(db, auth, action, 'passkey');
  throw refused(passkeyMessages.confirmationFailed, 'assertion');
}

/**
 * Proves a second factor the account has, for `action`, or answers 400 saying what is needed. A code is
 * counted per session like every code typed on /account.
 */
export async function confirmSecondFactor(
  db: Kysely<Database>,
  auth: Authenticated,
  proof: FactorProof,
  action: ConfirmedAction,
): Promise<void> {
  if (proof.assertion) return confirmWithPasskey(db, auth, proof.assertion, action);
  if (proof.code) {
    const { code } = proof;
    await confirmCode(db, auth, action, () => checkSecondFactor(db, auth.user, code));
    return;
  }
  if (await allowanceEnds(db, auth)) return;
  throw refused(passkeyMessages.confirmationRequired, 'confirmation');
}
