// How an element says its code has not started yet, so a click on it is held and not lost: it carries
// `data-enhance` until its code has started and marked it `data-enhanced`. Plain scripts mark their own
// elements (markEnhanced); islands are marked by their client directive (directives/painted.ts) as soon
// as Astro hands it the island, and again once it has hydrated. The head script (head-script.ts) holds
// clicks inside a waiting element and replays them when the element is marked. No imports: the
// directive is bundled on its own and inlined in every page.

/** Matches an element whose code has not started yet. */
export const WAITING_SELECTOR = '[data-enhance]:not([data-enhanced])';
/** Dispatched on an element when its code has started (markEnhanced). */
export const ENHANCED_EVENT = 'site:enhanced';

/** Marks `element` as waiting for its code: clicks inside it are held until markEnhanced. */
export function markWaiting(element: HTMLElement): void {
  element.dataset.enhance = '';
}

/** Marks `element` as started, so clicks held for it are replayed. */
export function markEnhanced(element: HTMLElement): void {
  element.dataset.enhanced = '';
  element.dispatchEvent(new CustomEvent(ENHANCED_EVENT));
}
