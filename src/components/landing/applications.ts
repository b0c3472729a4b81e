// WCAG 1.4.13: content shown on hover or focus can be dismissed without moving the pointer or focus.
export function dismissPanelsOnEscape(root: HTMLElement): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    root.querySelectorAll<HTMLElement>('[data-app-card]:hover, [data-app-card]:focus-within').forEach((card) => {
      card.dataset.dismissed = '';
    });
  });
  const reset = (event: Event) => delete (event.currentTarget as HTMLElement).dataset.dismissed;
  root.querySelectorAll<HTMLElement>('[data-app-card]').forEach((card) => {
    card.addEventListener('mouseleave', reset);
    card.addEventListener('focusout', reset);
  });
}
