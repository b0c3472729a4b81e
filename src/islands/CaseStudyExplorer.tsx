// The case studies' sector filter (landing page, client:touched: on the first touch, or after the paint
// for a filtered address). The cards are server-rendered markup passed in as children (CaseStudyCard,
// rendered at build time): the island sends no case-study data of its own, and reads each card's sector
// from its data-category. The filter lives in the address (?category=...), so a filtered view can be
// shared and back/forward restore it; the number of results is announced after each choice; a card hidden
// by the filter is collapsed. An open card's text comes from the one JSON file of details (details.ts),
// fetched on hydration, and is rendered into its body while open.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { fill } from '../lib/template.ts';
import { readCategory, urlWithCategory, type CaseStudyFilter } from './case-studies/category.ts';
import type { CaseStudiesCopy } from './case-studies/types.ts';
import { fetchDetails, type CaseStudyDetails as Details } from './case-studies/details.ts';
import CaseStudyDetails from './case-studies/CaseStudyDetails.tsx';

interface Props {
  copy: CaseStudiesCopy;
  /** The server-rendered list of cards, each `[data-case-study][data-category]`. */
  children?: ReactNode;
}

const shows = (card: HTMLElement, filter: CaseStudyFilter) => filter === 'all' || card.dataset.category === filter;

export default function CaseStudyExplorer({ copy, children }: Props) {
  const filters = Object.keys(copy.filters) as CaseStudyFilter[];
  const root = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState<CaseStudyFilter>('all');
  const [shownCount, setShownCount] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [hydrated, setHydrated] = useState(false);
  // Fetched once hydrated (the server renders no card open).
  const [details, setDetails] = useState<Details>({});
  // The bodies of the open cards (a card opened before hydration included).
  const [openBodies, setOpenBodies] = useState<HTMLElement[]>([]);
  const cards = () => [...(root.current?.querySelectorAll<HTMLElement>('[data-case-study]') ?? [])];

  useEffect(() => {
    const fromAddress = () => setFilter(readCategory(filters));
    fromAddress();
    setHydrated(true);
    window.addEventListener('popstate', fromAddress);
    // 'toggle' does not bubble, so it is caught on its way down.
    void fetchDetails().then(setDetails);
    const element = root.current!;
    const syncOpen = () =>
      setOpenBodies([...element.querySelectorAll<HTMLElement>('details[open] [data-case-study-body]')]);
    syncOpen();
    element.addEventListener('toggle', syncOpen, true);
    return () => {
      window.removeEventListener('popstate', fromAddress);
      element.removeEventListener('toggle', syncOpen, true);
    };
  }, []);

  // The cards are not React's to render: the filter shows and hides them, and closes a card it hides.
  useLayoutEffect(() => {
    let count = 0;
    for (const card of cards()) {
      card.hidden = !shows(card, filter);
      if (card.hidden) card.querySelector('details')?.removeAttribute('open');
      else count += 1;
    }
    setShownCount(count);
  }, [filter]);

  const choose = (next: CaseStudyFilter) => {
    history.replaceState(history.state, '', urlWithCategory(next));
    setFilter(next);
    const all = cards();
    const count = all.filter((card) => shows(card, next)).length;
    setAnnouncement(fill(copy.resultsCount, { count, total: all.length }));
  };

  return (
    <div ref={root} data-case-study-explorer data-enhanced={hydrated ? '' : undefined}>
      <div
        role="group"
        aria-label={copy.filterLabel}
        className="-mx-gutter mt-8 flex gap-2 overflow-x-auto px-gutter pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {filters.map((value) => (
          <button
            key={value}
            type="button"
            data-filter={value}
            aria-pressed={value === filter}
            onClick={() => choose(value)}
            className="shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-navy hover:border-brand-navy aria-pressed:border-brand-navy aria-pressed:bg-brand-navy aria-pressed:text-white"
          >
            {copy.filters[value as keyof typeof copy.filters]}
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {children}
      {openBodies.map((body) => {
        const id = body.dataset.caseStudyBody!;
        const detail = details[id];
        return detail && createPortal(<CaseStudyDetails detail={detail} copy={copy} />, body, id);
      })}
      <p className="mt-10 text-center text-slate-700" hidden={shownCount !== 0}>
        {copy.emptyText}
      </p>
    </div>
  );
}
