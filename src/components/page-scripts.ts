// What a page starts besides its islands, once it has painted: what every page starts (page-start.ts),
// and the script of each page whose markup asks for it, each its own chunk that only those pages load.
// BaseLayout holds the script that starts it in a <template>, which the client directives copy into the
// page once it has loaded and painted (src/lib/directives/after-paint.ts), so none of this is fetched or
// run before the largest paint, and none of it waits for React.
import { startPage } from '../lib/page-start.ts';
import { SIGNED_IN_ATTRIBUTE } from '../schemas/page-marks.ts';

/** A page's own script, started when the page has the markup it enhances. */
const BY_MARKUP: readonly (readonly [selector: string, start: () => Promise<void>])[] = [
  // The landing page's sections (services, banners, background video, back to top).
  ['[data-landing-section]', () => import('./landing/landing.ts').then((module) => module.enhanceLandingPage())],
  // A members-only article, for a signed-in visitor (the head script's mark): their copy fills the gated part.
  [
    `[${SIGNED_IN_ATTRIBUTE}] [data-members-only]`,
    () => import('./insights/members-only.ts').then((module) => module.fillMembersOnly()),
  ],
  // An embedded application's frame (loading and blocked states).
  ['[data-embedded-app]', () => import('./pages/embedded-frame.ts').then((module) => module.startEmbeddedFrames())],
];

let started = false;

/** Starts the page's scripts, once per page. */
export function startPageScripts(): void {
  if (started) return;
  started = true;
  startPage();
  for (const [selector, start] of BY_MARKUP) if (document.querySelector(selector)) void start();
}
