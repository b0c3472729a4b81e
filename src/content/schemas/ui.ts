// ui: words every page shares, one entry ('shared') in src/content/ui.yaml: the cookie banner and Cookie
// Preferences dialog, Retry beside a failed read, the toasts' close button, the header, navigation, member links and footer.
import { z } from 'astro/zod';
import { text, link, linkTo } from './shared.ts';

const category = z.strictObject({ label: text, description: text });

export const uiSchema = z.strictObject({
  cookieConsent: z.strictObject({
    /** Accessible name of the banner region. */
    bannerLabel: text,
    bannerText: text,
    privacyLink: linkTo('/privacy-policy'),
    rejectAll: text,
    customize: text,
    acceptAll: text,
    dialogTitle: text,
    dialogDescription: text,
    categories: z.strictObject({ essential: category, analytics: category, marketing: category, functional: category }),
    /** Shown beside the essential switch, which cannot be turned off. */
    alwaysOn: text,
    cancel: text,
    save: text,
    /** The footer control that reopens the dialog. */
    footerLink: text,
  }),
  /** Retry's label beside every read that failed, on every screen that reads data. */
  reading: z.strictObject({ retry: text }),
  /** The toast's close button: its visible label, and its accessible name (which contains the label). */
  toaster: z.strictObject({ closeLabel: text, closeName: text }),
  /** Labels of the header's controls. */
  header: z.strictObject({ skipLink: text, navLabel: text, openMenu: text, closeMenu: text, logoLabel: text }),
  /** One label per landing-page section and page in site.nav. */
  nav: z.strictObject({ home: text, services: text, applications: text, about: text, insights: text, contact: text }),
  /** The member buttons' labels; their targets are site.memberLinks. Toasts follow POST /api/logout. */
  memberLinks: z.strictObject({
    login: text,
    dashboard: text,
    logout: z.strictObject({
      label: text,
      pendingLabel: text,
      successTitle: text,
      successText: text,
      failureTitle: text,
    }),
  }),
  footer: z.strictObject({
    /** Short paragraph under the logo. */
    blurb: text,
    columns: z.array(z.strictObject({ title: text, links: z.array(link).min(1) })).min(1),
    /** Legal links in the bottom bar. */
    legal: z.array(link).min(1),
    /** Rendered as '© {year} {legal name}. {rights}'. */
    rights: text,
    /** Accessible text of a social profile link: '{name}' is the brand, '{network}' e.g. LinkedIn. */
    socialLabel: text.includes('{network}'),
  }),
});

/** The shared words: `UiData['cookieConsent']`, `UiData['footer']`. */
export type UiData = z.infer<typeof uiSchema>;
