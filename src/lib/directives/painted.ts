// `client:painted`: hydrates an island only once the page has loaded and painted, so no island script is
// requested or run before the largest paint. After that it waits for idle time (the default), for the
// island to come near the viewport (`client:painted="visible"`; `client:painted="motion"` the same, and
// never when the visitor asks for reduced motion: an animation with nothing else to do) or for the
// visitor's first interaction anywhere on the page (`client:painted="interaction"`), whichever the island
// asks for. Members' pages use it; public pages hydrate on touch (touched.ts). Through Astro's
// client-directive API only: the directive marks the island element it is given as waiting when Astro
// starts it (as its markup is parsed) and as started once `hydrate()` has resolved (enhance.ts), so the
// head script holds clicks made before then and replays them after.
import type { ClientDirective } from 'astro';
import { markWaiting } from '../enhance.ts';
import { afterLoadAndPaint, islandHydrated } from './after-paint.ts';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

const painted: ClientDirective = (load, options, el) => {
  if (options.value === 'motion' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  markWaiting(el);
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    await (
      await load()
    )();
    islandHydrated(el);
  };
  afterLoadAndPaint(() => {
    if (options.value === 'visible' || options.value === 'motion') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          void hydrate();
        },
        { rootMargin: '200px' },
      );
      for (const child of el.children) observer.observe(child);
    } else if (options.value === 'interaction') {
      for (const type of INTERACTIONS)
        window.addEventListener(type, () => void hydrate(), { once: true, passive: true });
    } else if ('requestIdleCallback' in window) {
      requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    } else {
      setTimeout(() => void hydrate(), 200);
    }
  });
};

export default painted;
