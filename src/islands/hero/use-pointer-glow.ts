import { useEffect, type RefObject } from 'react';

/** The pointer effect is off below 768 px, with coarse pointers and under reduced motion. */
export const POINTER_EFFECT_QUERY =
  '(min-width: 768px) and (pointer: fine) and (prefers-reduced-motion: no-preference)';

/** Moves the glow with the pointer over the hero section through CSS custom properties. */
export function usePointerGlow(glowRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const glow = glowRef.current;
    const area = glow?.closest('section');
    if (!glow || !area) return;
    const query = window.matchMedia(POINTER_EFFECT_QUERY);
    let frame = 0;
    const onMove = (event: PointerEvent) => {
      if (!query.matches) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const box = area.getBoundingClientRect();
        glow.style.setProperty('--pointer-x', `${event.clientX - box.left}px`);
        glow.style.setProperty('--pointer-y', `${event.clientY - box.top}px`);
        glow.dataset.active = '';
      });
    };
    const onLeave = () => delete glow.dataset.active;
    const onQuery = () => {
      if (!query.matches) onLeave();
    };
    area.addEventListener('pointermove', onMove, { passive: true });
    area.addEventListener('pointerleave', onLeave);
    query.addEventListener('change', onQuery);
    return () => {
      cancelAnimationFrame(frame);
      area.removeEventListener('pointermove', onMove);
      area.removeEventListener('pointerleave', onLeave);
      query.removeEventListener('change', onQuery);
    };
  }, [glowRef]);
}
