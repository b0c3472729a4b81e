// The case studies' sector filter and cards (landing page, client:visible). The filter lives in the
// address (?category=...), so a filtered view can be shared and back/forward restore it; the number of
// results is announced after each choice; a card hidden by the filter is collapsed.
import { useEffect, useState } from 'react';
import { fill } from '../lib/template.ts';
import CaseStudyCard from './case-studies/CaseStudyCard.tsx';
import { readCategory, urlWithCategory, type CaseStudyFilter } from './case-studies/category.ts';
import type { CaseStudiesCopy, CaseStudy } from './case-studies/types.ts';

interface Props {
  caseStudies: CaseStudy[];
  copy: CaseStudiesCopy;
}

export default function CaseStudyExplorer({ caseStudies, copy }: Props) {
  const filters = Object.keys(copy.filters) as CaseStudyFilter[];
  const [filter, setFilter] = useState<CaseStudyFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    const fromAddress = () => setFilter(readCategory(filters));
    fromAddress();
    // A card opened before hydration stays open.
    const openBefore = document.querySelector('[data-case-study]:has(details[open])');
    setOpenId(caseStudies.find((study) => openBefore?.id === `case-study-${study.id}`)?.id ?? null);
    setHydrated(true);
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, []);

  const shows = (study: CaseStudy, current: CaseStudyFilter) => current === 'all' || study.category === current;
  const shown = caseStudies.filter((study) => shows(study, filter));

  const choose = (next: CaseStudyFilter) => {
    history.replaceState(history.state, '', urlWithCategory(next));
    setFilter(next);
    const open = caseStudies.find((study) => study.id === openId);
    if (open && !shows(open, next)) setOpenId(null);
    const count = caseStudies.filter((study) => shows(study, next)).length;
    setAnnouncement(fill(copy.resultsCount, { count, total: caseStudies.length }));
  };

  return (
    <div data-case-study-explorer data-enhanced={hydrated ? '' : undefined}>
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
      <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3 lg:gap-4">
        {caseStudies.map((study) => (
          <CaseStudyCard
            key={study.id}
            caseStudy={study}
            copy={copy}
            hidden={!shows(study, filter)}
            open={openId === study.id}
            onToggle={(open) => setOpenId((current) => (open ? study.id : current === study.id ? null : current))}
          />
        ))}
      </ul>
      <p className="mt-10 text-center text-slate-700" hidden={shown.length > 0}>
        {copy.emptyText}
      </p>
    </div>
  );
}
