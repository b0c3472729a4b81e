// What both client directives (painted.ts, touched.ts) wait for and do once an island has hydrated. Each
// directive is bundled on its own and inlined in the pages that use it, so this holds no state that two
// copies could disagree on: the page's scripts are started by whichever copy gets there first.
import { markEnhanced } from '../enhance.ts';

/** How long to wait for a load event (a hanging frame can hold it back) or a first contentful paint. */
const WAIT_MS = 3000;

/** Dispatched on window each time an island has hydrated (a waiting toaster follows the first). */
export const ISLAND_HYDRATED_EVENT = 'site:island-hydrated';

/**
 * Marks the template whose content is the page's own scripts (BaseLayout): it is copied into the page once
 * the page has painted, so its script is neither fetched nor run before the largest paint.
 */
export const PAGE_SCRIPTS_ATTRIBUTE = 'data-after-paint';

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

/** Copies the page's scripts' template into the page, once: its module script then loads and runs. */
function startPageScripts(): void {
  const template = document.querySelector<HTMLTemplateElement>(`template[${PAGE_SCRIPTS_ATTRIBUTE}]`);
  if (!template) return;
  template.remove();
  document.body.append(template.content.cloneNode(true));
}
void loadedAndPainted.then(startPageScripts);

/** Runs `task` once the page has loaded and painted. */
export function afterLoadAndPaint(task: () => void): void {
  void loadedAndPainted.then(task);
}

/** Marks an island started (the head script replays clicks held for it) and tells waiting islands. */
export function islandHydrated(element: HTMLElement): void {
  markEnhanced(element);
  window.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
}
