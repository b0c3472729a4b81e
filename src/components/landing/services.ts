// The services section's behaviour: a card opens its detail view in place of the overview, 'back'
// returns to the card; the perspective tabs (executives by default) follow the APG tabs pattern, and the
// chosen perspective carries over to the next service opened.
import { markEnhanced } from '../../lib/head-script.ts';
import { scrollToElement } from '../../lib/scroll.ts';

export type Perspective = 'executives' | 'procurement' | 'technical';

export function enhanceServices(root: HTMLElement): void {
  const overview = root.querySelector<HTMLElement>('[data-services-overview]');
  const details = [...root.querySelectorAll<HTMLElement>('[data-service-detail]')];
  if (!overview) return;
  let perspective: Perspective = 'executives';

  const open = (id: string) => {
    const detail = details.find((d) => d.dataset.serviceDetail === id);
    if (!detail) return;
    overview.hidden = true;
    details.forEach((d) => (d.hidden = d !== detail));
    selectPerspective(perspective, false);
    detail.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
    void scrollToElement(detail);
  };

  const back = () => {
    const current = details.find((d) => !d.hidden);
    details.forEach((d) => (d.hidden = true));
    overview.hidden = false;
    const card = overview.querySelector<HTMLElement>(`[data-service-open="${current?.dataset.serviceDetail}"]`);
    card?.focus({ preventScroll: true });
    void scrollToElement(card?.closest('article') ?? overview);
  };

  const selectPerspective = (next: Perspective, focus: boolean) => {
    perspective = next;
    for (const tab of root.querySelectorAll<HTMLElement>('[role="tab"][data-perspective]')) {
      const selected = tab.dataset.perspective === next;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      if (selected && focus && !tab.closest<HTMLElement>('[data-service-detail]')?.hidden) tab.focus();
    }
    for (const panel of root.querySelectorAll<HTMLElement>('[data-perspective-panel]')) {
      panel.hidden = panel.dataset.perspectivePanel !== next;
    }
  };

  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const opener = target.closest<HTMLElement>('[data-service-open]');
    if (opener?.dataset.serviceOpen) return open(opener.dataset.serviceOpen);
    if (target.closest('[data-service-back]')) return back();
    const tab = target.closest<HTMLElement>('[role="tab"][data-perspective]');
    if (tab) selectPerspective(tab.dataset.perspective as Perspective, true);
  });

  // Tabs: arrows move and select, Home/End jump to the ends.
  root.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"][data-perspective]');
    if (!tab) return;
    const tabs = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabs.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = tabs[(next + tabs.length) % tabs.length]!;
    selectPerspective(chosen.dataset.perspective as Perspective, true);
  });
  // Clicks made before this point are replayed now (src/lib/head-script.ts).
  markEnhanced(root);
}
