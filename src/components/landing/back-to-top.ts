import { focusTarget, scrollToTop, SCROLL } from '../../lib/scroll.ts';
import { onScrollPast } from './scroll-threshold.ts';

/** The button appears after 300 px of scroll. */
export const BACK_TO_TOP_THRESHOLD = 300;

export function enhanceBackToTop(button: HTMLElement): void {
  onScrollPast(
    () => BACK_TO_TOP_THRESHOLD,
    (past) => button.toggleAttribute('data-visible', past),
  );
  button.addEventListener('click', () => {
    const home = document.getElementById('home');
    if (home) focusTarget(home);
    void scrollToTop(SCROLL.durationTop);
  });
}
