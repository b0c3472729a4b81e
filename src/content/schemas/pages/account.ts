// The member's own account pages: /account, and the e-mailed links' /forgot-password, /reset-password and /verify-email.
import { z } from 'astro/zod';
import { counted, labelsInNames, linkTo, passwordToggle, seo, submitLabels, text } from '../shared.ts';

/** /forgot-password: ask for a link to reset a forgotten password. */
export const forgotPasswordPage = z.strictObject({
  page: z.literal('forgot-password'),
  seo,
  heading: text,
  intro: text,
  emailLabel: text,
  ...submitLabels,
  /** Shown once the request is accepted, above the server's message. */
  sentHeading: text,
  sentHint: text,
  errorTitle: text,
  backLink: linkTo('/auth'),
});

/** /reset-password?token=...: choose a new password with the link from the e-mail. */
export const resetPasswordPage = z.strictObject({
  page: z.literal('reset-password'),
  seo,
  heading: text,
  intro: text,
  passwordLabel: text,
  /** '{min}' is the shortest password allowed. */
  passwordHint: text.includes('{min}'),
  ...passwordToggle,
  /** The offer to remove the passkeys and code app added lately (whoever knew the password may have). */
  removeRecentLabel: text,
  removeRecentHint: text,
  ...submitLabels,
  doneHeading: text,
  doneText: text,
  signInLink: linkTo('/auth'),
  /** The page was opened without a token. */
  missingToken: text,
  newLinkLink: linkTo('/forgot-password'),
  errorTitle: text,
});

/** /verify-email?token=...: confirm an e-mail address with the link from the e-mail. */
export const verifyEmailPage = z.strictObject({
  page: z.literal('verify-email'),
  seo,
  heading: text,
  intro: text,
  ...submitLabels,
  doneHeading: text,
  doneText: text,
  continueLink: linkTo('/dashboard'),
  missingToken: text,
  accountLink: linkTo('/account'),
  errorTitle: text,
});

/** /account: the signed-in member's own account (src/pages/app/account.astro). */
export const accountPage = z.strictObject({
  page: z.literal('account'),
  seo,
  loading: text,
  heading: text,
  intro: text,
  backLink: linkTo('/dashboard'),
  profile: z.strictObject({
    heading: text,
    intro: text,
    firstNameLabel: text,
    lastNameLabel: text,
    emailLabel: text,
    ...submitLabels,
    savedTitle: text,
    savedText: text,
  }),
  email: z.strictObject({
    verified: text,
    unverified: text,
    unverifiedText: text,
    ...submitLabels,
    sentTitle: text,
  }),
  password: z.strictObject({
    heading: text,
    intro: text,
    currentLabel: text,
    newLabel: text,
    /** '{min}' is the shortest password allowed. */
    newHint: text.includes('{min}'),
    ...passwordToggle,
    ...submitLabels,
    changedTitle: text,
    changedText: text,
  }),
  /** Passkeys: the list, adding one (re-authentication first), renaming and removing one. */
  passkeys: z.strictObject({
    heading: text,
    intro: text,
    none: text,
    /** '{date}' is when it was added. */
    created: text.includes('{date}'),
    /** '{date}' is when it last signed the member in. */
    lastUsed: text.includes('{date}'),
    neverUsed: text,
    synced: text,
    thisDevice: text,
    passwordLabel: text,
    passwordHint: text,
    /** Shown instead of the password once the account has a second factor: adding another needs one. */
    confirmIntro: text,
    codeLabel: text,
    /** Under the code field when the member also has passkeys: empty means a passkey confirms. */
    codeHint: text,
    add: text,
    adding: text,
    addedTitle: text,
    cancelled: text,
    rename: text,
    nameLabel: text,
    save: text,
    remove: text,
    removeIntro: text,
    removeCancelled: text,
    notConfirmed: text,
    confirmRemove: text,
    removedTitle: text,
    cancel: text,
  }),
  twoFactor: z.strictObject({
    heading: text,
    intro: text,
    off: text,
    on: text,
    recoveryLeft: text.includes('{count}'),
    required: text,
    startIntro: text,
    start: text,
    starting: text,
    scan: text,
    /** Under the first code when the account has passkeys: one of them confirms the change too. */
    confirmWithPasskey: text,
    /** The member cancelled the passkey that was to confirm turning it on. */
    confirmCancelled: text,
    qrLabel: text,
    manual: text,
    codeLabel: text,
    confirm: text,
    confirming: text,
    codesHeading: text,
    codesIntro: text,
    codesDone: text,
    turnOff: text,
    turnOffIntro: text,
    passwordLabel: text,
    offCodeLabel: text,
    turningOff: text,
    enabledTitle: text,
    enabledText: text,
    disabledTitle: text,
    disabledText: text,
    regenerateHeading: text,
    regenerateIntro: text,
    regenerateCodeLabel: text,
    regenerate: text,
    regenerating: text,
    regeneratedTitle: text,
    regeneratedText: text,
  }),
  sessions: z.strictObject({
    heading: text,
    intro: text,
    loading: text,
    /** '{browser}' and '{os}' are filled in; unknownBrowser / unknownOs when the browser did not say. */
    device: text.includes('{browser}').includes('{os}'),
    unknownBrowser: text,
    unknownOs: text,
    current: text,
    /** '{date}' is filled in. */
    signedIn: text.includes('{date}'),
    lastActive: text.includes('{date}'),
    /** '{ip}' is the network, e.g. 198.51.100.0. */
    network: text.includes('{ip}'),
    signOut: text,
    /** Accessible name of a session's button; '{device}' is filled in. */
    signOutFor: text.includes('{device}'),
    signOutOthers: text,
    pending: text,
    endedTitle: text,
    /** '{count}' is filled in. */
    endedOthersText: counted('count'),
    endedText: text,
  }).superRefine(labelsInNames([['signOut', 'signOutFor']])),
  /** Briefings by e-mail: the choice's own words are in src/schemas/briefings.ts (the consent record keeps them). */
  briefings: z.strictObject({
    heading: text,
    intro: text,
    /** Under the choice once made: '{date}' is when. */
    chosenOn: text.includes('{date}'),
    savedOn: text,
    savedOff: text,
    /** Subscribed before confirming the address (double opt-in): nothing is sent until it is confirmed. */
    awaitingVerification: text,
    failed: text,
  }),
  data: z.strictObject({
    heading: text,
    intro: text,
    download: text,
  }),
  deletion: z.strictObject({
    heading: text,
    intro: text,
    open: text,
    dialogTitle: text,
    /** Must say it cannot be undone. */
    dialogText: text.includes('cannot be undone'),
    passwordLabel: text,
    ...passwordToggle,
    cancel: text,
    confirm: text,
    pending: text,
    deletedTitle: text,
    deletedText: text,
  }),
  errorTitle: text,
});
