// Confirming a change with one of the member's own passkeys: the options for navigator.credentials.get()
// (a challenge bound to this session), and the check of the signed answer a change carries (given to the
// proof rules, netlify/lib/proof, by endpoint(); never called by a handler).
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { passkeyMessages } from '../../../src/schemas/passkeys.ts';
import type { authenticationResponseSchema } from '../../../src/schemas/webauthn.ts';
import type { z } from '../../../src/schemas/zod.ts';
import type { AuditAction } from '../../../src/schemas/audit-actions.ts';
import { auditFailedConfirmation } from '../auth/confirmation.ts';
import { audit, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { HttpError } from '../http.ts';
import { checkAssertion } from './assertion.ts';
import { CEREMONY_TIMEOUT_MS, issueChallenge, spendChallenge } from './challenges.ts';
import { relyingParty } from './relying-party.ts';
import { findPasskeyByCredentialId, listUserPasskeys } from './repository.ts';

type Assertion = z.infer<typeof authenticationResponseSchema>;

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
export async function confirmWithPasskey(
  db: Kysely<Database>,
  auth: Authenticated,
  assertion: Assertion,
  action: AuditAction,
): Promise<void> {
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
