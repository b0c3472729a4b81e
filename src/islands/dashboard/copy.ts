import type { PageData } from '../../content.config.ts';
import type { PortalHeaderCopy } from '../../content/schemas/pages/dashboard.ts';

export type { PortalHeaderCopy };

export type DashboardCopy = Omit<PageData<'dashboard'>, 'page' | 'seo' | 'header'> & { header: PortalHeaderCopy };

/** The administrators' Enquiries panel: `enquiries` in src/content/pages/dashboard.yaml. */
export type EnquiriesPanelCopy = DashboardCopy['enquiries'];

/** One launch card, built from the applications collection at build time. */
export interface DashboardApplication {
  /** The collection id, also the name the launch is tracked under. */
  id: string;
  name: string;
  description: string;
  /** The optional price, stats or features line. */
  detail?: string | undefined;
  url: string;
  isInternal: boolean;
  /** Shown to members before anyone else, with the "Early access" badge (and on no public page). */
  earlyAccess: boolean;
}

export interface DashboardHighlight {
  application: DashboardApplication;
  badge: string;
  headline: string;
  text: string;
  buttonLabel: string;
}

/**
 * The administrators' panels' copy. Members never see it, so it is not in the dashboard's HTML (whose
 * first round trip it would outgrow): it travels as one static JSON file, fetched with the panels
 * (admin-copy.ts).
 */
export const ADMIN_COPY_KEYS = [
  'admin',
  'users',
  'audit',
  'enquiries',
  'briefingsPanel',
  'usage',
  'siteSpeed',
] as const;
export type AdminCopyKey = (typeof ADMIN_COPY_KEYS)[number];
export type AdminCopy = Pick<DashboardCopy, AdminCopyKey>;
/** What the dashboard's HTML carries: everything but the administrators' copy. */
export type MemberDashboardCopy = Omit<DashboardCopy, AdminCopyKey>;
