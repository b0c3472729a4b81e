// The member dashboard (dashboard.yaml): header, launch cards, and the administrators' panels.
import { z } from 'astro/zod';
import type { UiData } from '../ui.ts';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../../../schemas/audit.ts';
import { counted, labelsInNames, text, linkTo, seo } from '../shared.ts';
import { activityCopy, chartCopy, siteSpeedCopy, usageCopy } from './usage.ts';

/** The member dashboard (src/pages/app.astro, served at / and /dashboard to signed-in members). */
export const dashboardPage = z.strictObject({
  page: z.literal('dashboard'),
  seo,
  loading: text,
  /** The member's own activity, the Usage panel, and every chart's controls (usage.ts). */
  activity: activityCopy,
  usage: usageCopy,
  siteSpeed: siteSpeedCopy,
  charts: chartCopy,
  /** The administrators' Enquiries panel. */
  enquiries: z.strictObject({
    heading: text,
    intro: text,
    openCount: text.includes('{count}'),
    loading: text,
    empty: text,
    fetchFailed: text,
    loadMore: text,
    labels: z.strictObject({ received: text, company: text, service: text }),
    statusOpen: text,
    statusHandled: text.includes('{date}'),
    markHandled: text,
    markOpen: text,
    pending: text,
    handledToast: z.strictObject({ title: text, text: text.includes('{name}') }),
    reopenedToast: z.strictObject({ title: text, text: text.includes('{name}') }),
    errorTitle: text,
    exports: z.strictObject({ heading: text, text, enquiries: text, consentLog: text }),
  }),
  /** When the dashboard cannot load for a reason other than being signed out (network, 503). */
  loadError: z.strictObject({ text }),
  /** The title of the notice when the member's own figures cannot be read. */
  errorTitle: text,
  header: z.strictObject({
    title: text,
    /** The button's label; its pending label and toasts are the website's Logout's (ui.yaml). */
    signOut: text,
    /** Alt text of the profile image; '{name}' is the member's full name. */
    avatarAlt: text.includes('{name}'),
    /** The link to the member's own account page. */
    accountLink: linkTo('/account'),
    /** The logo's accessible name and target: back to the public website. */
    websiteLink: linkTo('/public'),
  }),
  welcome: z.strictObject({
    /** '{firstName}' is the member's first name, or fallbackName. */
    heading: text.includes('{firstName}'),
    fallbackName: text,
    text,
  }),
  stats: z.strictObject({
    label: text,
    totalApplications: text,
    accountStatus: text,
    /** The Account Status card's two lines: whether the e-mail address is verified, and two-factor sign-in. */
    emailVerified: text,
    emailUnverified: text,
    twoFactorOn: text,
    twoFactorOff: text,
    lastLogin: text,
    /** Shown for a previous sign-in earlier today, and on a first sign-in. */
    today: text,
  }),
  /** The administrators' Briefings panel: subscribers, and each entry's e-mails. */
  briefingsPanel: z.strictObject({
    heading: text,
    intro: text,
    subscribers: counted('count'),
    /** Members who subscribed and have not confirmed their address yet. */
    awaiting: counted('count'),
    queuedAt: text.includes('{date}'),
    /** Each entry's messages by state (BRIEFING_DELIVERY_STATES; waiting counts those claimed by a run). */
    waiting: text,
    sending: text,
    sent: text,
    refused: text,
    unknown: text,
    cancelled: text,
    unsubscribes: text,
    empty: text,
    loading: text,
    fetchFailed: text,
  }),
  /** The three newest members-only briefings, under the highlight; the link goes to all of them. */
  briefings: z.strictObject({
    heading: text,
    intro: text,
    allLink: linkTo('/insights/members'),
  }),
  applications: z.strictObject({
    heading: text,
    intro: text,
    launch: text,
    /** The badge on an application members see before anyone else (applications.yaml's earlyAccess). */
    earlyAccess: text,
    /** Visually hidden suffix for launches that open a new tab. */
    newTabNote: text,
    /** The Brand Persona card's status line. */
    brandPersona: z.strictObject({
      notStarted: text,
      inProgress: text,
      completed: text,
    }),
  }),
  admin: z.strictObject({
    heading: text,
    intro: text,
    /** Shown instead of the panels to an administrator without two-factor sign-in while it is required. */
    twoFactorRequired: z.strictObject({ heading: text, text, link: linkTo('/account') }),
  }),
  /** The Audit log panel: filters, the table, paging and the CSV export. */
  audit: z.strictObject({
    heading: text,
    intro: text,
    filters: z.strictObject({
      action: text,
      anyAction: text,
      user: text,
      userHint: text,
      from: text,
      to: text,
      apply: text,
      clear: text,
    }),
    columns: z.strictObject({ when: text, action: text, actor: text, target: text, network: text, outcome: text }),
    actions: z.strictObject(
      Object.fromEntries(AUDIT_ACTIONS.map((action) => [action, text])) as Record<
        (typeof AUDIT_ACTIONS)[number],
        typeof text
      >,
    ),
    outcomes: z.strictObject(
      Object.fromEntries(AUDIT_OUTCOMES.map((outcome) => [outcome, text])) as Record<
        (typeof AUDIT_OUTCOMES)[number],
        typeof text
      >,
    ),
    nobody: text,
    empty: text,
    loading: text,
    exportCsv: text,
    pager: z.strictObject({
      label: text,
      previous: text,
      next: text,
      /** Counted by '{total}'. */
      status: counted('page', 'pages', 'total'),
    }),
    fetchFailedTitle: text,
  }),
  users: z.strictObject({
    heading: text,
    intro: text,
    addUser: text,
    loading: text,
    empty: text,
    columns: z.strictObject({ name: text, email: text, role: text, status: text, created: text, actions: text }),
    roles: z.strictObject({ member: text, admin: text }),
    verified: text,
    unverified: text,
    you: text,
    resetPassword: text,
    delete: text,
    /** Accessible names of the row buttons; '{name}' is the user's full name. */
    resetPasswordFor: text.includes('{name}'),
    deleteFor: text.includes('{name}'),
    cancel: text,
    twoFactorOn: text,
    resetTwoFactor: text,
    /** '{name}' is the user's full name. */
    resetTwoFactorFor: text.includes('{name}'),
    removePasskeys: text,
    /** '{name}' is the user's full name. */
    removePasskeysFor: text.includes('{name}'),
    searchLabel: text,
    searchHint: text,
    pager: z.strictObject({
      label: text,
      previous: text,
      next: text,
      /** Counted by '{total}'. */
      status: counted('page', 'pages', 'total'),
    }),
    /** The role button's label and accessible name ('{name}' is the user's full name). */
    makeAdmin: text,
    makeMember: text,
    makeAdminFor: text.includes('{name}'),
    makeMemberFor: text.includes('{name}'),
    sessions: text,
    sessionsFor: text.includes('{name}'),
    sessionsDialog: z.strictObject({
      title: text.includes('{name}'),
      description: text,
      loading: text,
      empty: text,
      fetchFailed: text,
      unknownBrowser: text,
      signedIn: text.includes('{date}'),
      lastActive: text.includes('{date}'),
      network: text.includes('{ip}'),
      endAll: text,
      pending: text,
      close: text,
    }),
    addDialog: z.strictObject({
      title: text,
      description: text,
      firstNameLabel: text,
      lastNameLabel: text,
      emailLabel: text,
      passwordLabel: text,
      /** '{min}' is the shortest password allowed. */
      passwordHint: text.includes('{min}'),
      adminLabel: text,
      adminHint: text,
      submit: text,
      pending: text,
    }),
    resetDialog: z.strictObject({
      title: text,
      /** '{name}' is the user's full name. */
      description: text.includes('{name}'),
      passwordLabel: text,
      /** '{min}' is the shortest password allowed. */
      passwordHint: text.includes('{min}'),
      submit: text,
      pending: text,
    }),
    deleteDialog: z.strictObject({
      title: text,
      /** Must say the action cannot be undone and permanently removes access; '{name}' as above. */
      text: text.includes('cannot be undone').includes('permanently').includes('{name}'),
      confirm: text,
      pending: text,
    }),
    /** Turning off another user's two-factor sign-in; '{name}' as above. */
    twoFactorDialog: z.strictObject({
      title: text,
      text: text.includes('{name}'),
      confirm: text,
      pending: text,
    }),
    /** Removing every passkey of another user; '{name}' as above. */
    passkeysDialog: z.strictObject({
      title: text,
      text: text.includes('{name}'),
      confirm: text,
      pending: text,
    }),
    toasts: z.strictObject({
      validationTitle: text,
      requiredText: text,
      addedTitle: text,
      addedText: text,
      resetTitle: text,
      resetText: text,
      unenrolledTitle: text,
      unenrolledText: text,
      passkeysRemovedTitle: text,
      passkeysRemovedText: text,
      deletedTitle: text,
      deletedText: text,
      errorTitle: text,
      fetchFailedTitle: text,
      roleTitle: text,
      roleText: text.includes('{name}').includes('{role}'),
      sessionsEndedTitle: text,
      sessionsEndedText: text.includes('{ended}'),
    }),
  }).superRefine(
    labelsInNames([
      ['resetPassword', 'resetPasswordFor'],
      ['delete', 'deleteFor'],
      ['resetTwoFactor', 'resetTwoFactorFor'],
      ['removePasskeys', 'removePasskeysFor'],
      ['makeAdmin', 'makeAdminFor'],
      ['makeMember', 'makeMemberFor'],
      ['sessions', 'sessionsFor'],
    ]),
  ),
});

/** The portal header: dashboard.yaml's `header`, and the website's Logout words (ui.yaml) for signing out. */
export type PortalHeaderCopy = z.infer<typeof dashboardPage>['header'] & { logout: UiData['memberLinks']['logout'] };
