import type { PageData } from '../../content.config.ts';
import type { PortalHeaderCopy } from '../../content/schemas/pages/dashboard.ts';
import type { DashboardApplication } from '../../schemas/member-dashboard.ts';

export type { PortalHeaderCopy };
export type { DashboardApplication };

export type DashboardCopy = Omit<PageData<'dashboard'>, 'page' | 'seo' | 'header'> & { header: PortalHeaderCopy };

/** The administrators' Enquiries panel: `enquiries` in src/content/pages/dashboard.yaml. */
export type EnquiriesPanelCopy = DashboardCopy['enquiries'];

/**
 * What the page knows of an early-access application before a member's summary arrives: its words blanked
 * (letters and digits as `x`), so its card's space is held without naming it.
 */
export interface EarlyAccessShape {
  name: string;
  description: string;
  detail?: string | undefined;
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
