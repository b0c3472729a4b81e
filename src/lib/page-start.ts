// What every page starts, in one module script (BaseLayout): Consent Mode defaults and, after consent,
// Google Analytics; the footer's 'Cookie settings' button; and, once the browser is idle, smooth
// scrolling for same-page section links.
import { startAnalytics } from './analytics.ts';
import { openCookiePreferences } from './consent-store.ts';
import { handleSectionLinks } from './scroll.ts';
import { onIdle } from './when.ts';

export function startPage(): void {
  startAnalytics();
  for (const button of document.querySelectorAll('[data-cookie-settings]')) {
    button.addEventListener('click', openCookiePreferences);
  }
  onIdle(handleSectionLinks);
}
