// `client:touched`: hydrates an island on the visitor's first touch of it (a pointer down, focus or key
// inside it), so a public page runs no React and no island code until someone reaches for a control. The
// touch that starts it is not lost: the directive marks the island waiting at once (enhance.ts), the
// head script holds a click on a button inside it until hydrate() has resolved and then replays it, so
// the menu opens and the choice is recorded from the first tap. The server's HTML is the island until
// then. Options:
// - `client:touched="<selector>"`: a touch of an element elsewhere on the page that matches the selector
//   hydrates it too (the footer's Cookie settings button opens the cookie banner's dialog);
// - `client:touched="?<name>"`: hydrates after the paint when the page's address has that query
//   parameter, whose state the island shows (the case-study filter of a shared `?category=` address);
// - `client:touched="companion"`: hydrates once another island has (the toaster: only an island's code
//   raises a toast), or after the paint when a toast is carried over from the previous page.
// A signed-in visitor (the head script's mark on <html>) gets every island after the paint, as on the
// members' pages: their page shows their own buttons, and React is in their cache already.
// Through Astro's client-directive API only.
import type { ClientDirective } from 'astro';
import { markWaiting } from '../enhance.ts';
import { PENDING_TOAST_KEY, SIGNED_IN_ATTRIBUTE } from '../../schemas/page-marks.ts';
import { ISLAND_HYDRATED_EVENT, afterLoadAndPaint, islandHydrated } from './after-paint.ts';

/** What counts as reaching for a control: a click starts with one of these. */
const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;

/** The option that makes an island follow the others (the toaster). */
export const COMPANION = 'companion';

function toastCarriedOver(): boolean {
  try {
    return sessionStorage.getItem(PENDING_TOAST_KEY) !== null;
  } catch {
    return false;
  }
}

const touched: ClientDirective = (load, options, el) => {
  markWaiting(el);
  let started = false;
  const stop = () => {
    for (const type of TOUCHES) document.removeEventListener(type, onTouch, true);
    window.removeEventListener(ISLAND_HYDRATED_EVENT, hydrate);
  };
  async function hydrate() {
    if (started) return;
    started = true;
    stop();
    await (
      await load()
    )();
    islandHydrated(el);
  }
  const value = typeof options.value === 'string' ? options.value : '';
  const parameter = value.startsWith('?') ? value.slice(1) : null;
  const elsewhere = value && value !== COMPANION && !parameter ? value : null;
  function onTouch(event: Event) {
    const target = event.target;
    if (!(target instanceof Node)) return;
    const inside = el.contains(target) || (elsewhere && target instanceof Element && target.closest(elsewhere));
    if (inside) void hydrate();
  }
  const signedIn = document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE);
  if (signedIn || (parameter && new URLSearchParams(location.search).has(parameter)))
    return afterLoadAndPaint(() => void hydrate());
  if (value === COMPANION) {
    if (toastCarriedOver()) return afterLoadAndPaint(() => void hydrate());
    window.addEventListener(ISLAND_HYDRATED_EVENT, hydrate);
    return;
  }
  // Capture phase on the document: heard before anything inside can stop it, wherever the touch lands.
  for (const type of TOUCHES) document.addEventListener(type, onTouch, { capture: true, passive: true });
};

export default touched;
