// What every page starts once it has painted (from the cookie banner's island, through
// src/components/page-scripts.ts): Consent Mode defaults and, after consent, Google Analytics; the
// footer's 'Cookie settings' button; the web manifest's link; and, once the browser is idle, smooth
// scrolling for same-page section links.
import { startAnalytics } from './analytics.ts';
import { openCookiePreferences } from './consent-store.ts';
import { handleSectionLinks } from './scroll.ts';
import { onIdle } from './when.ts';
import { markEnhanced } from './enhance.ts';
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
