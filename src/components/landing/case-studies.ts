// The case-study filter: buttons with aria-pressed; the choice lives in the address (?category=...) so a
// filtered view can be shared, and back/forward restore it. A card hidden by the filter is collapsed.
import { fill } from '../../lib/template.ts';

export const CATEGORY_PARAM = 'category';
/** 'all' or one of the categories the page offers (the filter buttons' values). */
export type CaseStudyFilter = string;

/** The filter in the address, if it is one of `known`; otherwise 'all'. */
export function readCategory(known: readonly string[], search: string = location.search): CaseStudyFilter {
  const value = new URLSearchParams(search).get(CATEGORY_PARAM);
  return value !== null && known.includes(value) ? value : 'all';
}

/** The current address with the filter set ('all' removes the parameter). */
export function urlWithCategory(filter: CaseStudyFilter, current: URL = new URL(location.href)): string {
  const url = new URL(current);
  if (filter === 'all') url.searchParams.delete(CATEGORY_PARAM);
  else url.searchParams.set(CATEGORY_PARAM, filter);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function enhanceCaseStudies(root: HTMLElement): void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-filter]')];
  const cards = [...root.querySelectorAll<HTMLElement>('[data-case-study]')];
  const status = root.querySelector<HTMLElement>('[data-filter-status]');
  const empty = root.querySelector<HTMLElement>('[data-filter-empty]');
  const template = root.dataset.resultsTemplate ?? '';
  const known = buttons.map((button) => button.dataset.filter ?? '');

  const apply = (filter: CaseStudyFilter, announce: boolean) => {
    let shown = 0;
    for (const card of cards) {
      const visible = filter === 'all' || card.dataset.category === filter;
      card.hidden = !visible;
      if (visible) shown += 1;
      else card.querySelector('details')?.removeAttribute('open');
    }
    buttons.forEach((button) => button.setAttribute('aria-pressed', String(button.dataset.filter === filter)));
    if (empty) empty.hidden = shown > 0;
    if (status && announce) status.textContent = fill(template, { count: shown, total: cards.length });
  };

  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-filter]');
    if (!button) return;
    const filter = button.dataset.filter as CaseStudyFilter;
    history.replaceState(history.state, '', urlWithCategory(filter));
    apply(filter, true);
  });
  window.addEventListener('popstate', () => apply(readCategory(known), false));
  apply(readCategory(known), false);
  root.dataset.enhanced = '';
}
