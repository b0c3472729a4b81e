import { createRotator } from '../../lib/rotator.ts';

/** The metrics banner advances every 5 s. */
export const METRICS_BANNER_INTERVAL_MS = 5000;

export function enhanceMetricsBanner(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-banner-slide]')];
  const dots = [...root.querySelectorAll<HTMLElement>('[data-banner-dot]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-banner-toggle]');
  const live = root.querySelector<HTMLElement>('[data-banner-slides]');

  const rotator = createRotator({
    count: slides.length,
    intervalMs: METRICS_BANNER_INTERVAL_MS,
    onChange: (index) => {
      slides.forEach((slide, i) => slide.toggleAttribute('data-active', i === index));
      dots.forEach((dot, i) =>
        i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
      );
    },
  });
  let userPaused = false;
  // Announce changes only while the rotation is stopped (APG carousel).
  const syncControls = () => {
    live?.setAttribute('aria-live', rotator.running ? 'off' : 'polite');
    if (toggle) toggle.textContent = (userPaused ? root.dataset.labelPlay : root.dataset.labelPause) ?? '';
  };

  if (toggle && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    toggle.classList.remove('invisible');
    toggle.addEventListener('click', () => {
      userPaused = !userPaused;
      if (userPaused) rotator.pause('user');
      else rotator.resume('user');
      syncControls();
    });
  }
  dots.forEach((dot, i) => dot.addEventListener('click', () => rotator.goTo(i)));
  const pauseWhile = (reason: string, start: string, end: string) => {
    root.addEventListener(start, () => (rotator.pause(reason), syncControls()));
    root.addEventListener(end, () => (rotator.resume(reason), syncControls()));
  };
  pauseWhile('hover', 'mouseenter', 'mouseleave');
  pauseWhile('focus', 'focusin', 'focusout');
  syncControls();
  root.dataset.enhanced = '';
}
