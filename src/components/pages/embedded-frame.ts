// Watches an embedded application's frame: if it has not loaded within `timeoutMs` (the application is
// down, blocked, or refuses to be framed and the browser never finishes), the designed fallback with
// 'Open in New Tab' is shown over it. A frame that loaded before this script ran counts as loaded: the
// page's load event (which waits for frames) has passed, or the browser has timed the frame's document.

export const FRAME_TIMEOUT_MS = 5000;

function loadedAlready(frame: HTMLIFrameElement): boolean {
  return document.readyState === 'complete' || performance.getEntriesByName(frame.src).length > 0;
}

export function watchEmbeddedFrame(root: HTMLElement, timeoutMs = FRAME_TIMEOUT_MS): void {
  const frame = root.querySelector<HTMLIFrameElement>('[data-embed-frame]');
  const fallback = root.querySelector<HTMLElement>('[data-embed-fallback]');
  if (!frame || !fallback) return;
  if (loadedAlready(frame)) {
    root.dataset.embedState = 'loaded';
    return;
  }
  root.dataset.embedState = 'waiting';
  const timer = window.setTimeout(() => {
    root.dataset.embedState = 'failed';
    fallback.hidden = false;
  }, timeoutMs);
  frame.addEventListener(
    'load',
    () => {
      window.clearTimeout(timer);
      root.dataset.embedState = 'loaded';
      fallback.hidden = true;
    },
    { once: true },
  );
}

/** Watches the page's embedded application frame, if it has one. */
export function startEmbeddedFrames(): void {
  const root = document.querySelector<HTMLElement>('[data-embedded-app]');
  if (root) watchEmbeddedFrame(root);
}
