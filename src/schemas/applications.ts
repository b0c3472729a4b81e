// The firm's applications, by id: the one list. The dashboard shows them in this order, the track
// endpoint accepts only these names, each entry of the applications collection
// (src/content/applications.yaml) carries one of these ids, and a showcase page's slug is its id.
export const DASHBOARD_APPLICATION_IDS = [
  'brand-persona',
  'zehn-business-mentor',
  'market-research-platform',
  'social-housing-compliance',
  'board-evaluation-suite',
  'send-analytics-dashboard',
  'smarter-hospital-system',
  'investor-research-hub',
  'contractiq',
  'wac-equities',
  'paddock-pal',
] as const;

export type DashboardApplicationId = (typeof DASHBOARD_APPLICATION_IDS)[number];

/** Where a dashboard application sits: its position in the list (for sorting collection entries). */
export function dashboardPosition(id: string): number {
  return (DASHBOARD_APPLICATION_IDS as readonly string[]).indexOf(id);
}

/**
 * The live applications shown inside this site at /{host}: each runs at https://{host}, and the
 * embedded-app pages' CSP frame-src allows exactly these origins.
 */
export const EMBEDDED_APP_HOSTS = [
  'zehnbusinessmentor.com',
  'socialhousingcompliance.com',
  'wacmarketresearch.com',
  'senddata.org',
  'smarter.hospital',
] as const;
export type EmbeddedAppHost = (typeof EMBEDDED_APP_HOSTS)[number];

export const embeddedAppOrigin = (host: EmbeddedAppHost) => `https://${host}` as const;
export const EMBEDDED_APP_ORIGINS = EMBEDDED_APP_HOSTS.map(embeddedAppOrigin);

/**
 * The illustrated screen a showcase page draws beside its figures (src/components/pages/product-preview):
 * a stylised mock of what the product shows, never a screenshot.
 */
export const SHOWCASE_PREVIEWS = [
  'conversation',
  'report',
  'sensor-map',
  'radar',
  'analytics',
  'triage-queue',
  'portfolio',
] as const;

export type ShowcasePreview = (typeof SHOWCASE_PREVIEWS)[number];
