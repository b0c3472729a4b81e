import { createRotator } from '../../lib/rotator.ts';
import { onScrollPast } from './scroll-threshold.ts';

/** Shown past 80% of the viewport height, rotating every 4 s. */
export const FLOATING_BANNER_VIEWPORT_FRACTION = 0.8;
export const FLOATING_BANNER_INTERVAL_MS = 4000;

export function enhanceFloatingBanner(banner: HTMLElement): void {
  const items = [...banner.querySelectorAll<HTMLElement>('[data-floating-item]')];
  const rotator = createRotator({
    count: items.length,
    intervalMs: FLOATING_BANNER_INTERVAL_MS,
    onChange: (index) => items.forEach((item, i) => item.toggleAttribute('data-active', i === index)),
  });
  rotator.pause('hidden');
  onScrollPast(
    () => window.innerHeight * FLOATING_BANNER_VIEWPORT_FRACTION,
    (past) => {
      banner.toggleAttribute('data-visible', past);
      if (past) rotator.resume('hidden');
      else rotator.pause('hidden');
    },
  );
}
