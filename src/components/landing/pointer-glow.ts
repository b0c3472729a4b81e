/** Spec section 9: the pointer effect is off below 768 px. */
export const POINTER_EFFECT_QUERY =
  '(min-width: 768px) and (pointer: fine) and (prefers-reduced-motion: no-preference)';

/** Moves `glow` with the pointer over `area` while POINTER_EFFECT_QUERY matches. */
export function trackPointer(glow: HTMLElement, area: HTMLElement): void {
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
}
