// `client:painted`: hydrates an island only once the page has loaded and painted, so no island script is
// requested or run before the largest paint. After that it waits for idle time (the default), for the
// island to come near the viewport (`client:painted="visible"`) or for the visitor's first interaction
// anywhere on the page (`client:painted="interaction"`), whichever the island asks for. Through Astro's
// client-directive API only: the directive marks the island element it is given as waiting when Astro
// starts it (as its markup is parsed) and as started once `hydrate()` has resolved (enhance.ts), so the
// head script holds clicks made before then and replays them after.
import type { ClientDirective } from 'astro';
import { markEnhanced, markWaiting } from '../enhance.ts';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** How long to wait for a load event (a hanging frame can hold it back) or a first contentful paint. */
const WAIT_MS = 3000;

/** Resolves at the first contentful paint, as the browser reports it (or after WAIT_MS without one). */
const contentfulPaint = new Promise<void>((resolve) => {
  setTimeout(resolve, WAIT_MS);
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    resolve();
  }
});

/** Resolves after the load event, or WAIT_MS after the page's islands started waiting. */
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') return resolve();
  window.addEventListener('load', () => resolve(), { once: true });
  setTimeout(resolve, WAIT_MS);
});

/** Resolves in a task after the next frame (a frame callback runs before its frame paints; a timer set from it runs after). */
const afterFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the page has loaded and its largest paint is on screen: two frames after the load event and
 * the first contentful paint. The end of the document (the cookie banner) can be laid out in the frame
 * after the load event, and a busy machine presents a frame a while after the main thread has moved on;
 * the second frame starts only once the first has been handed over to be shown. Waited for once per page,
 * whatever the number of islands.
 */
const loadedAndPainted = Promise.all([contentfulPaint, loaded]).then(afterFrame).then(afterFrame);

function afterLoadAndPaint(task: () => void): void {
  void loadedAndPainted.then(task);
}

const painted: ClientDirective = (load, options, el) => {
  markWaiting(el);
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    await (
      await load()
    )();
    markEnhanced(el);
  };
  afterLoadAndPaint(() => {
    if (options.value === 'visible') {
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
