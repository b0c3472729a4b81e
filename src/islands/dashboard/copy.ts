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
