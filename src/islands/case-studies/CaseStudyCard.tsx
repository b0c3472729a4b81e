// One case study, dense: sector, headline figure beside the title and its Read more; the client,
// summary, full story, figures and what we did (CaseStudyDetails, rendered by the island from the one
// JSON file when the card opens) open below in a <details> of the page-wide
// 'case-studies' group, so opening one closes the other and a second click collapses it (the browser
// does both). An open card takes the grid's full width, so its neighbours keep their size. Rendered to
// HTML at build time (CaseStudiesSection) and handed to the CaseStudyExplorer island as its children.
import type { CaseStudy, CaseStudiesCopy } from './types.ts';
import { iconHref } from '../../components/landing/icons.ts';

interface Props {
  caseStudy: CaseStudy;
  copy: Pick<CaseStudiesCopy, 'filters' | 'expandLabel' | 'collapseLabel'>;
}

export default function CaseStudyCard({ caseStudy, copy }: Props) {
  const [headline] = caseStudy.metrics;
  return (
    <li
      id={`case-study-${caseStudy.id}`}
      data-case-study
      data-category={caseStudy.category}
      className="has-[details[open]]:col-span-full"
    >
      <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
        <p className="text-[0.6875rem] font-semibold tracking-wide text-brand-ocean uppercase sm:text-xs">
          {copy.filters[caseStudy.category]}
        </p>
        <div className="mt-2 flex flex-1 flex-col gap-2 sm:flex-row sm:gap-4">
          {headline && (
            <p className="shrink-0 sm:w-32 sm:border-r sm:border-slate-200 sm:pr-3">
              <span className="block text-xl leading-tight font-bold text-brand-navy">{headline.value}</span>
              <span className="mt-0.5 block text-xs leading-snug text-slate-600">{headline.label}</span>
            </p>
          )}
          <div className="flex min-w-0 flex-1 flex-col">
            <h3 className="text-sm leading-snug font-semibold text-brand-navy sm:text-base">{caseStudy.title}</h3>
            <details name="case-studies" className="group mt-auto pt-2">
              <summary className="inline-flex cursor-pointer list-none items-center gap-2 text-sm font-semibold sm:text-base text-brand-ocean hover:text-brand-navy [&::-webkit-details-marker]:hidden">
                <span className="group-open:hidden">{copy.expandLabel}</span>
                <span className="hidden group-open:inline">{copy.collapseLabel}</span>
                <span className="sr-only">: {caseStudy.title}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="h-4 w-4 transition-transform group-open:rotate-180"
                  fill="currentColor"
                >
                  <use href={iconHref('chevron-down')} />
                </svg>
              </summary>
              {/* The open card's text is rendered here by the island (CaseStudyDetails). */}
              <div
                data-case-study-body={caseStudy.id}
                className="mt-3 grid gap-x-10 border-t border-slate-200 pt-3 text-sm md:grid-cols-2"
              />
            </details>
          </div>
        </div>
      </article>
    </li>
  );
}
