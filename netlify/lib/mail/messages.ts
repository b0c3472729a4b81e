// The messages the site sends, each saying who sent it and why. Values a person typed (names, company,
// message) are passed as plain text; render.ts escapes them for the HTML part.
import { CONTACT_SUCCESS_MESSAGE, type ContactSubmissionInput } from '../../../src/schemas/contact.ts';
import { contactInterestLabel } from '../../../src/schemas/contact-fields.ts';
import { withoutRefused } from '../../../src/schemas/text.ts';
import { site } from '../../../src/site.ts';
import { renderMail, type RenderedMail } from './render.ts';

export const serviceLabel = contactInterestLabel;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * 'Hello Ada,': the name as the reader would read it. Names are checked when typed (src/schemas/text.ts);
 * one stored before those checks loses its invisible, control and separator characters here.
 */
const greeting = (firstName: string) => `Hello ${withoutRefused(firstName)},`;

export const FALLBACK = 'If the button does not work, copy this address into your browser:';

export function passwordResetMail(input: { firstName: string; url: string; validMinutes: number }): RenderedMail {
  return renderMail({
    subject: `Reset your ${site.name} password`,
    preheader: `The link works once, for ${plural(input.validMinutes, 'minute')}.`,
    heading: 'Reset your password',
    intro: [
      greeting(input.firstName),
      `Someone asked to reset the password of your ${site.name} member account. If it was you, choose a new password with the link below.`,
    ],
    action: { label: 'Choose a new password', url: input.url, fallback: FALLBACK },
    outro: [
      `The link works once and expires in ${plural(input.validMinutes, 'minute')}. Setting a new password signs your account out everywhere.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    reason: `${site.name} sent this because a password reset was requested for this address on our member portal.`,
  });
}

/** Why a verification link is being sent: the wording differs, the link does not. */
export type VerificationReason = 'registered' | 'added' | 'requested' | 'briefings';

const VERIFICATION_INTRO: Record<VerificationReason, string> = {
  registered: `Thank you for creating a ${site.name} member account. Please confirm that this is your e-mail address.`,
  added: `An administrator has created a ${site.name} member account for you. Please confirm that this is your e-mail address. Your administrator will tell you how to sign in; you can also choose your own password with 'Forgot your password?' on the sign-in page.`,
  requested: 'You asked for a new link to confirm the e-mail address of your member account.',
  briefings:
    'You chose to get our briefings by e-mail. We send them only to confirmed addresses: please confirm that this is yours, and they will start with the next one we publish.',
};

export function verificationMail(input: {
  firstName: string;
  url: string;
  validHours: number;
  reason: VerificationReason;
}): RenderedMail {
  return renderMail({
    subject: `Confirm your e-mail address for ${site.name}`,
    preheader: `One click confirms your address. The link works for ${plural(input.validHours, 'hour')}.`,
    heading: 'Confirm your e-mail address',
    intro: [greeting(input.firstName), VERIFICATION_INTRO[input.reason]],
    action: { label: 'Confirm my e-mail address', url: input.url, fallback: FALLBACK },
    outro: [
      `The link works once and expires in ${plural(input.validHours, 'hour')}. You can ask for a new one on your account page.`,
      'If you do not have an account with us, you can ignore this e-mail.',
    ],
    reason: `${site.name} sent this because this address was used for an account on our member portal.`,
  });
}

export type EnquiryForMail = Omit<ContactSubmissionInput, 'website'>;

export function enquiryNotificationMail(enquiry: EnquiryForMail, panelUrl: string): RenderedMail {
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  return renderMail({
    subject: `New enquiry from ${name}: ${serviceLabel(enquiry.serviceInterest)}`,
    preheader: `${name} sent an enquiry through the contact form. ${site.contact.replyPromise}.`,
    heading: 'A new enquiry has arrived',
    intro: [
      `${name} sent this through the contact form on the website. We promise an answer within 24 hours: reply to this e-mail to answer them directly.`,
    ],
    details: [
      ['Name', name],
      ['E-mail', enquiry.email],
      ['Company', enquiry.company ?? 'Not given'],
      ['Service', serviceLabel(enquiry.serviceInterest)],
    ],
    quote: { label: 'Message', text: enquiry.message },
    action: { label: 'Open the Enquiries panel', url: panelUrl, fallback: FALLBACK },
    outro: ['Mark it handled in the Enquiries panel once someone has replied.'],
    reason: `${site.name}'s website sent this because this address is set to receive the contact form's enquiries.`,
  });
}

export function enquiryAcknowledgementMail(enquiry: EnquiryForMail): RenderedMail {
  return renderMail({
    subject: `We have received your enquiry: ${site.name}`,
    preheader: CONTACT_SUCCESS_MESSAGE,
    heading: 'Thank you for your enquiry',
    intro: [
      greeting(enquiry.firstName),
      `${CONTACT_SUCCESS_MESSAGE} One of our consultants will reply to this address.`,
    ],
    // The message itself is not repeated: an acknowledgement that echoed it would let anyone send their
    // own text to any address through us.
    details: [['Service', serviceLabel(enquiry.serviceInterest)]],
    outro: [`If anything is urgent, write to us at ${site.contact.email}.`],
    reason: `${site.name} sent this because this address was given in the contact form on our website. If that was not you, you can ignore this e-mail.`,
  });
}

/** A change to two-factor sign-in the member is told about, whoever made it. */
export type TwoFactorChange = 'enabled' | 'disabled' | 'recovery_codes' | 'admin_reset';

const TWO_FACTOR_CHANGES: Record<TwoFactorChange, { subject: string; heading: string; text: string }> = {
  enabled: {
    subject: 'Two-factor sign-in is now on',
    heading: 'Two-factor sign-in was turned on',
    text: 'Two-factor sign-in was turned on for your member account. Signing in now asks for a code from the authenticator app as well as your password.',
  },
  disabled: {
    subject: 'Two-factor sign-in is now off',
    heading: 'Two-factor sign-in was turned off',
    text: 'Two-factor sign-in was turned off for your member account. Signing in now asks for your password only.',
  },
  recovery_codes: {
    subject: 'New two-factor recovery codes',
    heading: 'New recovery codes were made',
    text: 'New two-factor recovery codes were made for your member account. The codes you had before no longer work.',
  },
  admin_reset: {
    subject: 'An administrator turned off your two-factor sign-in',
    heading: 'Your two-factor sign-in was reset',
    text: 'An administrator turned off two-factor sign-in for your member account, usually because you asked them to after losing your phone. Signing in now asks for your password only: turn two-factor sign-in on again from your account page.',
  },
};

export function twoFactorChangeMail(input: {
  firstName: string;
  change: TwoFactorChange;
  at: Date;
  accountUrl: string;
}): RenderedMail {
  const wording = TWO_FACTOR_CHANGES[input.change];
  return renderMail({
    subject: `${wording.subject}: ${site.name}`,
    preheader: 'If this was not you, change your password and sign out your other sessions now.',
    heading: wording.heading,
    intro: [greeting(input.firstName), wording.text],
    details: [['When', `${input.at.toISOString().replace('T', ' ').slice(0, 16)} UTC`]],
    action: { label: 'Review your account', url: input.accountUrl, fallback: FALLBACK },
    outro: [
      'If this was you, there is nothing more to do.',
      `If it was not you, someone else may be signed in to your account: change your password on your account page, sign out the sessions you do not recognise and write to us at ${site.contact.email}.`,
    ],
    reason: `${site.name} sent this because the security settings of your member account changed.`,
  });
}

/** A change to a member's passkeys they are told about, whoever made it. */
export type PasskeyChange = 'added' | 'removed' | 'admin_removed' | 'password_reset';

const PASSKEY_CHANGES: Record<PasskeyChange, { subject: string; heading: string; text: string }> = {
  added: {
    subject: 'A passkey was added to your account',
    heading: 'A new passkey can sign you in',
    text: 'A passkey was added to your member account. It can now sign you in with a fingerprint, a face, a PIN or a security key, without your password.',
  },
  removed: {
    subject: 'A passkey was removed from your account',
    heading: 'A passkey was removed',
    text: 'A passkey was removed from your member account. It can no longer sign you in.',
  },
  admin_removed: {
    subject: 'An administrator removed your passkeys',
    heading: 'Your passkeys were removed',
    text: 'An administrator removed the passkeys from your member account, usually because you asked them to after losing a device. Sign in with your password, then add a passkey again from your account page.',
  },
  password_reset: {
    subject: 'Your passkeys still work after your password reset',
    heading: 'Your passkeys were kept',
    text: 'The password of your member account was reset with a link sent to this address. Your passkeys were kept and can still sign you in: if you lost a device, remove its passkey from your account page.',
  },
};

export function passkeyChangeMail(input: {
  firstName: string;
  change: PasskeyChange;
  passkeyName?: string;
  at: Date;
  accountUrl: string;
}): RenderedMail {
  const wording = PASSKEY_CHANGES[input.change];
  const details: [string, string][] = [['When', `${input.at.toISOString().replace('T', ' ').slice(0, 16)} UTC`]];
  if (input.passkeyName) details.unshift(['Passkey', input.passkeyName]);
  return renderMail({
    subject: `${wording.subject}: ${site.name}`,
    preheader: 'If this was not you, change your password and sign out your other sessions now.',
    heading: wording.heading,
    intro: [greeting(input.firstName), wording.text],
    details,
    action: { label: 'Review your account', url: input.accountUrl, fallback: FALLBACK },
    outro: [
      'If this was you, there is nothing more to do.',
      `If it was not you, someone else may be signed in to your account: remove the passkeys you do not recognise, change your password, sign out the sessions you do not recognise and write to us at ${site.contact.email}.`,
    ],
    reason: `${site.name} sent this because the security settings of your member account changed.`,
  });
}

/** A new entry for a member who chose briefings by e-mail; a members-only one says to sign in to read it. */
export function briefingMail(input: {
  firstName: string;
  title: string;
  summary: string;
  membersOnly: boolean;
  url: string;
  unsubscribeUrl: string;
  wording: string;
}): RenderedMail {
  return renderMail({
    subject: input.membersOnly ? `Members' briefing: ${input.title}` : `New from ${site.name}: ${input.title}`,
    preheader: input.summary,
    heading: input.title,
    intro: [
      `Hello ${input.firstName},`,
      input.summary,
      ...(input.membersOnly ? ['This briefing is for members: sign in to read it.'] : []),
    ],
    action: {
      label: input.membersOnly ? 'Sign in to read' : 'Read it on our website',
      url: input.url,
      fallback: FALLBACK,
    },
    outro: [
      { before: 'To stop these e-mails, ', link: { label: 'unsubscribe with one click', url: input.unsubscribeUrl } },
    ],
    reason: `${site.name} sent this because you chose "${input.wording}" on your account page.`,
  });
}
