// The applications a member can launch from the dashboard, by id. The track endpoint accepts only
// these names. The build fails if this list and the applications collection (dashboardOrder) differ
// (src/pages/app.astro), and a unit test checks the same against src/content/applications.yaml.
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

export function isDashboardApplication(name: string): name is DashboardApplicationId {
  return (DASHBOARD_APPLICATION_IDS as readonly string[]).includes(name);
}

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
