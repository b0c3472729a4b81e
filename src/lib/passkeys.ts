// The browser's side of passkeys. @simplewebauthn/browser is imported only when a passkey control is used
// or autofill starts (both after the page's largest paint, from a hydrated island), so no page carries it
// before interaction. The server makes the options and verifies the answers.
import { api } from './api.ts';
import * as authEndpoints from '../schemas/api-routes/auth.ts';
import * as accountEndpoints from '../schemas/api-routes/account.ts';

const library = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (no library needed to ask). */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** Whether the browser offers passkeys in the e-mail field's autofill (conditional mediation). */
export async function autofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  return (await PublicKeyCredential.isConditionalMediationAvailable?.()) ?? false;
}

/**
 * A passkey sign-in: the browser's passkey prompt, or (autofill) the e-mail field's suggestions, which wait
 * until the member picks one or the ceremony is cancelled. Resolves with the signed-in member.
 */
export async function signInWithPasskey(autofill = false) {
  if (autofill) autofillWaiting = true;
  const options = api(authEndpoints.loginPasskeyOptions, 'POST').catch((error: unknown) => {
    throw autofill
      ? Object.assign(new Error('Passkey autofill is unavailable'), { name: AUTOFILL_UNAVAILABLE })
      : error;
  });
  const [{ startAuthentication }, optionsJSON] = await Promise.all([library(), options]);
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  // One answer is checked per page at a time: when the autofill and the button are both answered (the
  // authenticator may answer a waiting autofill as the button is pressed), the later answer is dropped as
  // a cancelled ceremony, since its counter would look copied once the first is accepted.
  if (verifying) {
    await verifying.catch(() => undefined);
    throw Object.assign(new Error('Another passkey sign-in is under way'), { name: 'AbortError' });
  }
  // The server checks the answer's shape and signature; its types are the library's.
  const check = api(authEndpoints.loginPasskey, 'POST', { body: { response } });
  verifying = check;
  try {
    return await check;
  } finally {
    verifying = null;
  }
}

let verifying: Promise<unknown> | null = null;

const AUTOFILL_UNAVAILABLE = 'PasskeyAutofillUnavailable';
/**
 * The autofill could not start (its options did not come): nobody asked for it, so nobody is told, and
 * the page stays as it was (the button and the password still work).
 */
export const isAutofillUnavailable = (error: unknown) => error instanceof Error && error.name === AUTOFILL_UNAVAILABLE;

let autofillWaiting = false;
/** Whether an autofill ceremony was started on this page (so the library is loaded, or loading). */
export const autofillStarted = () => autofillWaiting;

/** Stops a waiting autofill ceremony (the member typed a password instead). */
export async function cancelPasskeyCeremony(): Promise<void> {
  const { WebAuthnAbortService } = await library();
  WebAuthnAbortService.cancelCeremony();
}

/** A signed answer from one of the member's own passkeys, confirming a change on /account. */
export async function confirmWithPasskey() {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    library(),
    api(accountEndpoints.accountConfirmationOptions, 'POST'),
  ]);
  // The server checks the answer's shape and signature; its types are the library's.
  return startAuthentication({ optionsJSON });
}

/**
 * A change's body with the second factor that confirms it: the code the member typed, else (an account
 * with passkeys) a signed answer from one of them, asked for now.
 */
export async function withFactor<T extends { code?: string }>(body: T, hasPasskeys: boolean) {
  if (body.code || !hasPasskeys) return body;
  return { ...body, code: undefined, assertion: await confirmWithPasskey() };
}

/**
 * Adds a passkey: the browser's prompt for the new one, then the server's check. An account with no second
 * factor confirms with the password; one with a second factor proves it in the adding request: a code, or
 * (no code) a signed answer from one of its passkeys, asked for first.
 */
export async function addPasskey(confirm: { password: string } | { code?: string }, hasPasskeys: boolean) {
  const proof = 'password' in confirm ? confirm : await withFactor(confirm, hasPasskeys);
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    library(),
    api(accountEndpoints.accountPasskeyOptions, 'POST'),
  ]);
  const response = await startRegistration({ optionsJSON });
  return api(accountEndpoints.accountPasskeys, 'POST', { body: { response, ...proof } });
}

/** The browser refused or the member cancelled (not a server answer): NotAllowedError and friends. */
export const isCeremonyCancelled = (error: unknown) =>
  error instanceof Error &&
  ['NotAllowedError', 'AbortError', 'ERROR_CEREMONY_ABORTED'].some(
    (n) => error.name === n || (error as { code?: string }).code === n,
  );
