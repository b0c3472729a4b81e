// Deferring work the way Astro hydrates islands: scripts on public pages run nothing before the
// largest paint; they wait for the browser to be idle, or for their element to come into view.

/** Runs `task` when the main thread is idle (after load), like `client:idle`. */
export function onIdle(task: () => void): void {
  const schedule = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => task(), { timeout: 2000 })
      : setTimeout(task, 200);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/** Runs `task` once `element` comes near the viewport, like `client:visible`. */
export function onVisible(element: Element, task: () => void, rootMargin = '200px'): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin },
  );
  observer.observe(element);
}
