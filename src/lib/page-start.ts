// What every page starts once it has painted (through src/components/page-scripts.ts): the web manifest's
// link. The rest loads only when
// it has something to do, so that a public page nobody has touched runs next to nothing
// (docs/decisions/060): Consent Mode and Google Analytics when the stored choice allows analytics or a
// consent record is still to be sent (the cookie banner's island starts them too, once touched: a choice
// made there applies at once); smooth scrolling for same-page section links at the visitor's first touch
// (on the landing page, whose header links are all section links, once the browser is idle).
// The footer's Cookie settings button is the cookie banner's island's (CookieBanner.tsx).
import { CONSENT_PENDING_KEY, CONSENT_PREFERENCES_KEY } from '../schemas/storage.ts';
import { linkManifest } from './manifest-link.ts';
import { onIdle } from './when.ts';

/** What counts as a first touch: the section links' code loads then, before the click that follows. */
const TOUCHES = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Whether analytics may have to start: a stored choice that accepts it, or a consent record still to be
 * sent. Only a first look: analytics.ts reads the choice properly (its version and age) once loaded.
 */
function consentWork(): boolean {
  try {
    if (localStorage.getItem(CONSENT_PENDING_KEY)) return true;
    const stored = JSON.parse(localStorage.getItem(CONSENT_PREFERENCES_KEY) as string) as { analytics?: unknown };
    return stored?.analytics === true;
  } catch {
    return false;
  }
}

function onFirstTouch(task: () => void): void {
  const once = () => {
    for (const type of TOUCHES) document.removeEventListener(type, once, true);
    task();
  };
  for (const type of TOUCHES) document.addEventListener(type, once, { capture: true, passive: true });
}

export function startPage(): void {
  linkManifest();
  if (consentWork()) void import('./analytics.ts').then((module) => module.startAnalytics());
  const sectionLinks = () => void import('./scroll.ts').then((module) => module.handleSectionLinks());
  if (document.querySelector('[data-landing-section]')) onIdle(sectionLinks);
  else onFirstTouch(sectionLinks);
}
