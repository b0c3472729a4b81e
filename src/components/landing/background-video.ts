import { BACKGROUND_VIDEO_KEY } from '../../schemas/storage.ts';
import { isConsentCurrent, readStoredConsent } from '../../lib/consent.ts';

/** The background video is functional storage: it plays only after the visitor allows functional cookies. */
function functionalAllowed(): boolean {
  const stored = readStoredConsent();
  return isConsentCurrent(stored) && stored.choices.functional;
}

/**
 * The stored background video's address, if it is set and on this site (the CSP allows media only
 * from 'self'); otherwise null.
 */
export function storedVideoUrl(storage: Storage = window.localStorage): string | null {
  let raw: string | null;
  try {
    raw = storage.getItem(BACKGROUND_VIDEO_KEY);
  } catch {
    return null;
  }
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim(), location.origin);
    return url.origin === location.origin ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Plays the stored video, muted and looping, when functional cookies are allowed, unless reduced motion is
 * preferred (then it stays hidden).
 */
export function startBackgroundVideo(video: HTMLVideoElement): void {
  if (!functionalAllowed()) return;
  const src = storedVideoUrl();
  if (!src) return;
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const apply = () => {
    if (motion.matches) {
      video.pause();
      video.hidden = true;
      return;
    }
    if (!video.src) video.src = src;
    video.muted = true;
    video.hidden = false;
    // A refused autoplay or an unplayable file leaves an empty, transparent frame: nothing to undo.
    void video.play().catch(() => undefined);
  };
  apply();
  motion.addEventListener('change', apply);
}
