// The services section's behaviour: a card opens its detail view in place of the overview, 'back'
// returns to the card; the perspective tabs (executives by default) follow the APG tabs pattern, and the
// chosen perspective carries over to the next service opened. The detail views are fetched as one HTML
// fragment when the script starts (after the first paint); clicks made meanwhile are held and replayed.
import { markEnhanced } from '../../lib/enhance.ts';
import { scrollToElement } from '../../lib/scroll.ts';

export type Perspective = 'executives' | 'procurement' | 'technical';

/** Where the detail views are served (src/pages/fragments/service-views.astro, an Astro partial). */
export const SERVICE_VIEWS_PATH = '/fragments/service-views/';

/** Fetches the detail views into `slot`; false when they cannot be had. */
async function loadViews(slot: HTMLElement): Promise<boolean> {
  try {
    const response = await fetch(SERVICE_VIEWS_PATH);
    if (!response.ok) return false;
    const template = document.createElement('template');
    template.innerHTML = await response.text();
    slot.replaceChildren(template.content);
    return true;
  } catch {
    return false;
  }
}

export async function enhanceServices(root: HTMLElement): Promise<void> {
  const overview = root.querySelector<HTMLElement>('[data-services-overview]');
  const slot = root.querySelector<HTMLElement>('[data-service-views]');
  if (!overview || !slot) return;
  const loaded = await loadViews(slot);
  const details = [...root.querySelectorAll<HTMLElement>('[data-service-detail]')];
  for (const opener of overview.querySelectorAll<HTMLElement>('[data-service-open]'))
    if (details.some((d) => d.id === `service-detail-${opener.dataset.serviceOpen}`))
      opener.setAttribute('aria-controls', `service-detail-${opener.dataset.serviceOpen}`);
  let perspective: Perspective = 'executives';

  const open = (id: string) => {
    const detail = details.find((d) => d.dataset.serviceDetail === id);
    // Without the views (offline, say) the card leads to the page that covers every service.
    if (!loaded || !detail) return location.assign(slot.dataset.fallback ?? '/');
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
  // Clicks made before this point are replayed now (src/lib/enhance.ts).
  markEnhanced(root);
}
