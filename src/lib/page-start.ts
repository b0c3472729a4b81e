// What every page starts, from the Enhance island once the page has painted (BaseLayout): Consent Mode
// defaults and, after consent, Google Analytics; the footer's 'Cookie settings' button; the web manifest's
// link; and, once the browser is idle, smooth scrolling for same-page section links.
import { startAnalytics } from './analytics.ts';
import { openCookiePreferences } from './consent-store.ts';
import { handleSectionLinks } from './scroll.ts';
import { onIdle } from './when.ts';
import { markEnhanced } from './head-script.ts';
import { linkManifest } from './manifest-link.ts';

export function startPage(): void {
  startAnalytics();
  linkManifest();
  // A click made before this ran was held by the head script, and is replayed once the button is marked.
  for (const button of document.querySelectorAll<HTMLElement>('[data-cookie-settings]')) {
    button.addEventListener('click', openCookiePreferences);
    markEnhanced(button);
  }
  onIdle(handleSectionLinks);
}
