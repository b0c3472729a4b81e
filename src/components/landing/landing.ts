// Every behaviour of the landing page, started once the browser is idle (nothing runs before the
// largest paint); sections below the fold start when they come near the viewport.
import { onVisible } from '../../lib/when.ts';
import { followAddressHash, followSectionHash } from '../../lib/scroll.ts';
import { dismissPanelsOnEscape } from './applications.ts';
import { enhanceBackToTop } from './back-to-top.ts';
import { startBackgroundVideo } from './background-video.ts';
import { enhanceFloatingBanner } from './floating-banner.ts';
import { enhanceMetricsBanner } from './metrics-banner.ts';
import { enhanceServices } from './services.ts';

function each<E extends Element>(selector: string, start: (element: E) => void): void {
  document.querySelectorAll<E>(selector).forEach((element) => start(element));
}

export function enhanceLandingPage(): void {
  followAddressHash();
  followSectionHash([...document.querySelectorAll<HTMLElement>('[data-landing-section]')]);
  each<HTMLVideoElement>('[data-background-video]', startBackgroundVideo);
  each<HTMLElement>('[data-floating-banner]', enhanceFloatingBanner);
  each<HTMLElement>('[data-back-to-top]', enhanceBackToTop);
  const later: [string, (element: HTMLElement) => void][] = [
    ['[data-services]', enhanceServices],
    ['[data-applications]', dismissPanelsOnEscape],
    ['[data-metrics-banner]', enhanceMetricsBanner],
  ];
  for (const [selector, start] of later)
    each<HTMLElement>(selector, (element) => onVisible(element, () => start(element)));
  // Sections mark themselves data-enhanced once their script runs (a hook for styles and browser tests).
  document.documentElement.dataset.enhanced = '';
}
