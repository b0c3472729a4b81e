// After a password change or reset: the second factors added in the last 30 days, so a member whose
// password was known to someone else sees at once any passkey or code app that person may have added.
import { site } from '../../../src/site.ts';
import { FALLBACK } from './messages.ts';
import { renderMail, type RenderedMail } from './render.ts';

export interface FactorReview {
  firstName: string;
  how: 'changed' | 'reset';
  /** The passkeys added in the period, by name, with when. */
  passkeys: ReadonlyArray<{ name: string; addedAt: Date }>;
  /** When the code app was turned on, if within the period. */
  codeAppAt: Date | null;
  /** True when the member removed them all as they reset the password. */
  removed: boolean;
  days: number;
  accountUrl: string;
}

const when = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

export function factorReviewMail(input: FactorReview): RenderedMail {
  const how = input.how === 'reset' ? 'reset with a link sent to this address' : 'changed from your account page';
  const listed: [string, string][] = [
    ...input.passkeys.map((passkey): [string, string] => [
      `Passkey "${passkey.name}"`,
      `added ${when(passkey.addedAt)}`,
    ]),
    ...(input.codeAppAt ? [['Authenticator app', `turned on ${when(input.codeAppAt)}`] as [string, string]] : []),
  ];
  const what = input.removed
    ? `These sign-in methods, added in the last ${input.days} days, were removed as you asked:`
    : `These sign-in methods were added to your account in the last ${input.days} days. Check that each one is yours:`;
  return renderMail({
    subject: `Check the sign-in methods on your account: ${site.name}`,
    preheader: 'If you do not recognise one, remove it from your account page now.',
    heading: 'Your password was changed: check your sign-in methods',
    intro: [`Hello ${input.firstName},`, `The password of your member account was ${how}.`, what],
    details: listed,
    action: { label: 'Review your sign-in methods', url: input.accountUrl, fallback: FALLBACK },
    outro: [
      input.removed
        ? 'Add a passkey or the authenticator app again from your account page when you are ready.'
        : 'If one is not yours, someone else knew your password: remove it on your account page, then sign out the sessions you do not recognise.',
      `Questions? Write to us at ${site.contact.email}.`,
    ],
    reason: `${site.name} sent this because the password of your member account changed.`,
  });
}
