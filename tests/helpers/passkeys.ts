// Passkeys for test accounts, added and used through the real endpoints with a software authenticator.
import { TEST_PASSWORD } from './accounts.ts';
import { ORIGIN, call } from './api.ts';
import { SoftwareAuthenticator } from './authenticator.ts';
import { uniqueIp } from './ips.ts';
import confirmationOptions from '../../netlify/functions/account-confirmation-options.mts';
import passkeyOptions from '../../netlify/functions/account-passkey-options.mts';
import passkeys from '../../netlify/functions/account-passkeys.mts';
import loginPasskeyOptions from '../../netlify/functions/login-passkey-options.mts';

/** Options for adding a passkey (a challenge for this session: the adding request carries the proof). */
export async function creationOptions(cookie: string) {
  const res = await call(passkeyOptions, '/api/account/passkey-options', { method: 'POST', cookie });
  if (res.status !== 200) throw new Error(`passkey options failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A signed answer from one of the account's passkeys (`credential`, else the authenticator's newest) to a confirmation
 * challenge given to this session: the proof that adds another factor.
 */
export async function confirmingAssertion(
  cookie: string,
  authenticator: SoftwareAuthenticator,
  credential?: SoftwareAuthenticator['credentials'][number],
) {
  const res = await call(confirmationOptions, '/api/account/confirmation-options', { method: 'POST', cookie });
  if (res.status !== 200) throw new Error(`confirmation options failed: ${res.status} ${JSON.stringify(res.body)}`);
  return authenticator.get(res.body, { credential });
}

/**
 * Adds a passkey made by `authenticator` to the signed-in account; the passkey as listed. An account with
 * no second factor proves it with the test password; one that has a factor needs `proof` (a code, or an
 * assertion from one of its passkeys).
 */
export async function addTestPasskey(
  cookie: string,
  authenticator = new SoftwareAuthenticator(ORIGIN),
  proof: { code?: string; assertion?: unknown; password?: string } = { password: TEST_PASSWORD },
) {
  const response = authenticator.create(await creationOptions(cookie));
  const res = await call(passkeys, '/api/account/passkeys', { body: { response, ...proof }, cookie });
  if (res.status !== 201) throw new Error(`adding a passkey failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { passkey: res.body as { id: string; name: string }, authenticator };
}

/** A signed assertion for a fresh sign-in challenge, from the authenticator's newest passkey. */
export async function signedAssertion(authenticator: SoftwareAuthenticator) {
  const res = await call(loginPasskeyOptions, '/api/login/passkey/options', { method: 'POST', ip: uniqueIp() });
  return authenticator.get(res.body);
}
