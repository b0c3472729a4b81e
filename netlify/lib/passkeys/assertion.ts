// Checking a passkey's signed answer (an assertion), for a sign-in or to confirm a change on /account:
// the signature first, then the counter. Only a verified assertion whose counter went back is a copied
// passkey: one signed by the wrong key is merely not verified, so a stranger who knows a credential id
// cannot raise false alarms.
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database, PasskeyRow } from '../../../db/rows.ts';
import type { z } from '../../../src/schemas/zod.ts';
import type { authenticationResponseSchema } from '../../../src/schemas/webauthn.ts';
import { now } from '../clock.ts';
import { relyingParty } from './relying-party.ts';
import { recordPasskeyUse } from './repository.ts';

export type AssertionCheck =
  { verified: true } | { verified: false; reason: 'counter' | 'not_verified'; error?: unknown };

export async function checkAssertion(
  db: Kysely<Database>,
  passkey: PasskeyRow,
  response: z.infer<typeof authenticationResponseSchema>,
  challenge: string,
): Promise<AssertionCheck> {
  const rp = relyingParty();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // The library would judge the counter before the signature: it is given none, and judged below.
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: 0,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    return { verified: false, reason: 'not_verified', error };
  }
  if (!verification.verified) return { verified: false, reason: 'not_verified' };
  const stored = Number(passkey.counter);
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  // A counter that does not grow (when either is non-zero) means two copies of the key are in use.
  if ((stored > 0 || newCounter > 0) && newCounter <= stored) return { verified: false, reason: 'counter' };
  // A second use of the same counter value, racing this one, finds it moved: one of them wins.
  const recorded = await recordPasskeyUse(db, passkey, {
    counter: newCounter,
    backedUp: credentialBackedUp,
    at: now(),
  });
  return recorded ? { verified: true } : { verified: false, reason: 'counter' };
}
