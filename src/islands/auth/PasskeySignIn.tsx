import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { fill } from '../../lib/template.ts';
import {
  autofillSupported,
  isAutofillUnavailable,
  isCeremonyCancelled,
  passkeysSupported,
  signInWithPasskey,
} from '../../lib/passkeys.ts';
import type { PublicUser } from '../../schemas/user.ts';
import { secondaryButton } from '../ui/buttons.ts';
import type { AuthFormCopy } from './copy.ts';
import { enterSignedIn } from './use-account-submit.ts';

/**
 * 'Sign in with a passkey', and the e-mail field's autofill offering the member's passkeys (conditional
 * mediation, started once the island has hydrated, after the largest paint). A verified passkey is two
 * factors: the member goes straight in. The button is in the page's HTML, so its room is there from the
 * first paint (every current browser has passkeys); one without them drops it once the island runs.
 */
export default function PasskeySignIn({ copy }: { copy: AuthFormCopy }) {
  const labels = copy.login.passkey;
  const [supported, setSupported] = useState(true);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signedIn = (user: PublicUser) =>
    enterSignedIn('user_logged_in', {
      title: copy.toasts.loginSuccessTitle,
      description: fill(copy.toasts.loginSuccessText, { name: `${user.firstName} ${user.lastName}` }),
    });
  const failed = (reason: unknown) => setError(reason instanceof ApiError ? reason.message : labels.cancelled);

  useEffect(() => {
    setSupported(passkeysSupported());
    let live = true;
    void autofillSupported().then((available) => {
      if (!available || !live) return;
      // Waits for the member to pick a passkey in the e-mail field; cancelled when they sign in otherwise.
      signInWithPasskey(true).then(signedIn, (reason: unknown) => {
        if (live && !isCeremonyCancelled(reason) && !isAutofillUnavailable(reason)) failed(reason);
      });
    });
    return () => {
      live = false;
    };
    // Once, when the form appears.
  }, []);

  async function onClick() {
    setPending(true);
    setError(null);
    try {
      signedIn(await signInWithPasskey());
    } catch (reason) {
      failed(reason);
      setPending(false);
    }
  }

  if (!supported) return null;
  return (
    <div className="mt-2 space-y-3">
      <p className="flex items-center gap-3 text-small text-slate-600 before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300">
        {labels.divider}
      </p>
      <button type="button" onClick={onClick} disabled={pending} className={`${secondaryButton} w-full`}>
        {pending ? labels.pending : labels.button}
      </button>
      {error && (
        <p role="alert" className="text-small text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
