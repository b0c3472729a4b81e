// Scrolling behaviour: smooth scrolling with an 80 px offset, the URL hash following the
// section in view, in-page links that never reload the landing page, and a missing anchor sending the
// browser to / plus the anchor. Everything is instant under prefers-reduced-motion.
import { goTo } from './navigation.ts';

export const SCROLL = {
  /** Height of the fixed header: targets stop this far below the top. */
  offset: 80,
  /** Duration of a click on an in-page link. */
  durationDefault: 1200,
  /** Duration when following a hash in the address (first load, back/forward, edited URL). */
  durationHash: 1000,
  /** Back to top. */
  durationTop: 800,
  /** Back navigation to an entry without a hash. */
  durationBack: 600,
  /** Delay before following the hash on first load, and later. */
  hashDelayFirst: 300,
  hashDelayLater: 100,
  /** A section is "in view" when it crosses the band from 50 px below the top to the middle. */
  observerMargin: '-50px 0px -50% 0px',
} as const;

/** The paths that serve the landing page. */
export const LANDING_PATHS = ['/', '/public'] as const;

/** Fired on window after this module changes the address without a navigation (detail: the new URL). */
export const LOCATION_EVENT = 'wac:location';

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

let animation: { cancel: () => void } | undefined;
/** True while a scroll started here is running (the hash observer ignores it). */
let programmatic = false;

/**
 * Scrolls the window to `y` over `duration` ms (instantly under reduced motion); a wheel, touch or key, or
 * any other scroll of the page, stops it.
 */
export function scrollToY(y: number, duration: number): Promise<void> {
  animation?.cancel();
  const maxY = document.documentElement.scrollHeight - window.innerHeight;
  const targetY = Math.max(0, Math.min(y, maxY));
  const startY = window.scrollY;
  if (duration <= 0 || prefersReducedMotion() || Math.abs(targetY - startY) < 1) {
    window.scrollTo({ top: targetY, behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let frame = 0;
    const start = performance.now();
    const stopEvents = ['wheel', 'touchstart', 'keydown'] as const;
    const finish = () => {
      cancelAnimationFrame(frame);
      stopEvents.forEach((name) => window.removeEventListener(name, finish));
      programmatic = false;
      animation = undefined;
      resolve();
    };
    let expectedY = startY;
    const step = (now: number) => {
      // Anything else that scrolled the page (focus, find in page, the scrollbar) wins.
      if (Math.abs(window.scrollY - expectedY) > 2) return finish();
      const progress = Math.min(1, (now - start) / duration);
      window.scrollTo({ top: startY + (targetY - startY) * easeInOutCubic(progress), behavior: 'instant' });
      expectedY = window.scrollY;
      if (progress < 1) frame = requestAnimationFrame(step);
      else finish();
    };
    programmatic = true;
    animation = { cancel: finish };
    stopEvents.forEach((name) => window.addEventListener(name, finish, { passive: true }));
    frame = requestAnimationFrame(step);
  });
}

/**
 * Scrolls so that `element` sits just below the fixed header. Sections that are laid out only near the
 * viewport (content-visibility: auto) hold a placeholder height until then, which would put the element
 * somewhere else by the time the scroll arrives: from the first such scroll on they are all laid out, so
 * the element's place is exact (the page is then as it would be without the deferral).
 */
export function scrollToElement(element: Element, duration: number = SCROLL.durationDefault): Promise<void> {
  for (const section of document.querySelectorAll<HTMLElement>('main > section')) {
    if (getComputedStyle(section).contentVisibility === 'auto') section.style.contentVisibility = 'visible';
  }
  return scrollToY(element.getBoundingClientRect().top + window.scrollY - SCROLL.offset, duration);
}

export function scrollToTop(duration: number = SCROLL.durationTop): Promise<void> {
  return scrollToY(0, duration);
}

/** Moves keyboard focus to a scroll target, as a native fragment navigation would, without scrolling. */
export function focusTarget(element: HTMLElement): void {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

function isLandingPage(): boolean {
  return (LANDING_PATHS as readonly string[]).includes(location.pathname) && document.getElementById('home') !== null;
}

/** The link's URL with the current page's query parameters kept (the link's own win). */
function inPageUrl(url: URL): string {
  const params = new URLSearchParams(location.search);
  url.searchParams.forEach((value, key) => params.set(key, value));
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/**
 * Handles clicks on links to a section: on the page that has the section, a smooth scroll (and a new
 * history entry) instead of a navigation; '/#x' and '/public#x' count as this page on either landing
 * path. A '#x' link whose target is missing sends the browser to '/#x'.
 */
export function handleSectionLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (
      !(link instanceof HTMLAnchorElement) ||
      (link.target && link.target !== '_self') ||
      link.hasAttribute('download')
    )
      return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (!target) {
      if (link.getAttribute('href')?.startsWith('#')) {
        event.preventDefault();
        goTo(`/${url.hash}`);
      }
      return;
    }
    const samePage =
      url.pathname === location.pathname ||
      (isLandingPage() && (LANDING_PATHS as readonly string[]).includes(url.pathname));
    if (!samePage) return;
    event.preventDefault();
    const next = inPageUrl(url);
    if (next !== `${location.pathname}${location.search}${location.hash}`) history.pushState(null, '', next);
    window.dispatchEvent(new CustomEvent(LOCATION_EVENT, { detail: next }));
    focusTarget(target);
    void scrollToElement(target, SCROLL.durationDefault);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

/** Keeps the address's hash on the section in view (replaceState: no history entry per section). */
export function followSectionHash(sections: readonly HTMLElement[]): () => void {
  let userScrolled = false;
  const onScroll = () => {
    if (!programmatic) userScrolled = true;
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  const observer = new IntersectionObserver(
    (entries) => {
      if (programmatic || !userScrolled) return;
      const entering = entries.filter((entry) => entry.isIntersecting);
      const latest = entering[entering.length - 1];
      if (!latest) return;
      const hash = `#${latest.target.id}`;
      if (location.hash !== hash)
        history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
    },
    { rootMargin: SCROLL.observerMargin },
  );
  sections.forEach((section) => observer.observe(section));
  return () => {
    observer.disconnect();
    window.removeEventListener('scroll', onScroll);
  };
}

/**
 * Follows the hash in the address: after 300 ms on first load, after 100 ms on back/forward or an
 * edited hash; an entry without a hash goes back to the top (600 ms).
 */
export function followAddressHash(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const align = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const id = decodeURIComponent(location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target) void scrollToElement(target, SCROLL.durationHash);
      else if (!id) void scrollToY(0, SCROLL.durationBack);
    }, delay);
  };
  const onHistory = () => align(SCROLL.hashDelayLater);
  history.scrollRestoration = 'manual';
  if (location.hash.length > 1) align(SCROLL.hashDelayFirst);
  window.addEventListener('popstate', onHistory);
  window.addEventListener('hashchange', onHistory);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('popstate', onHistory);
    window.removeEventListener('hashchange', onHistory);
  };
}
