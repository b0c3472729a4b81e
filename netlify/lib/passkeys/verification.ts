// What a failed WebAuthn verification tells the person: user verification missing has its own message
// (unlock the passkey), everything else (wrong origin or relying party, bad signature) one general one.
import { passkeyMessages } from '../../../src/schemas/passkeys.ts';
import { HttpError } from '../http.ts';

export function verificationRefusal(error: unknown, status: 400 | 401): HttpError {
  const reason = error instanceof Error ? error.message : '';
  const message = /user verification/i.test(reason) ? passkeyMessages.userVerification : passkeyMessages.notVerified;
  return status === 400
    ? new HttpError(400, message, { fieldErrors: { response: [message] } })
    : new HttpError(401, message, { code: 'invalid_credentials' });
}
