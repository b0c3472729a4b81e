// /auth: sign-in and registration.
import { z } from 'astro/zod';
import { text, linkTo, seo } from '../shared.ts';

/** /auth: sign-in and registration. */
export const authPage = z.strictObject({
  page: z.literal('auth'),
  seo,
  intro: z.strictObject({
    heading: text,
    text,
    /** Member benefits; mentions real-time analytics and exclusive member-only content. */
    benefits: z.array(text).min(2),
  }),
  login: z.strictObject({
    heading: text,
    emailLabel: text,
    passwordLabel: text,
    showPassword: text,
    hidePassword: text,
    submit: text,
    pending: text,
    toggle: text,
    /** The step for a forgotten password: a link to /forgot-password. */
    forgotPassword: linkTo('/forgot-password'),
    /** Signing in with a passkey: the button, and what is said when it does not work. */
    passkey: z.strictObject({
      divider: text,
      button: text,
      pending: text,
      /** The browser's prompt was cancelled, or the passkey could not check it was the member. */
      cancelled: text,
    }),
    /** The second step for accounts with two-factor sign-in on. */
    twoFactor: z.strictObject({
      heading: text,
      intro: text,
      codeLabel: text,
      submit: text,
      pending: text,
      startOver: text,
    }),
  }),
  register: z.strictObject({
    heading: text,
    firstNameLabel: text,
    lastNameLabel: text,
    emailLabel: text,
    passwordLabel: text,
    /** '{min}' is the shortest password allowed. */
    passwordHint: text.includes('{min}'),
    submit: text,
    pending: text,
    toggle: text,
  }),
  toasts: z.strictObject({
    loginSuccessTitle: text,
    /** '{name}' is replaced with the member's first and last name. */
    loginSuccessText: text,
    loginFailedTitle: text,
    registerSuccessTitle: text,
    /** '{firstName}' is replaced with the member's first name. */
    registerSuccessText: text,
    registerFailedTitle: text,
  }),
  backLink: linkTo('/'),
});
