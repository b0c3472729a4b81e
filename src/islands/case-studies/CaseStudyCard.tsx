// One case study: the summary and headline figure, and a <details> in the page-wide 'case-studies'
// group, so opening one closes the other and a second click collapses it (the browser does both).
import type { CaseStudy, CaseStudiesCopy } from './types.ts';

interface Props {
  caseStudy: CaseStudy;
  copy: CaseStudiesCopy;
  hidden: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
}

export default function CaseStudyCard({ caseStudy, copy, hidden, open, onToggle }: Props) {
  const [headline] = caseStudy.metrics;
  return (
    <li id={`case-study-${caseStudy.id}`} data-case-study data-category={caseStudy.category} hidden={hidden}>
      <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-caption font-semibold tracking-wide text-brand-ocean uppercase">
          {copy.filters[caseStudy.category]}
        </p>
        <h3 className="mt-2 text-lead font-semibold text-brand-navy">{caseStudy.title}</h3>
        <p className="mt-1 text-small text-slate-600">{caseStudy.client}</p>
        <p className="mt-3 text-slate-700">{caseStudy.summary}</p>
        {headline && (
          <p className="mt-4">
            <span className="block font-serif text-h3 font-semibold text-brand-navy">{headline.value}</span>
            <span className="text-small text-slate-600">{headline.label}</span>
          </p>
        )}
        <details
          name="case-studies"
          className="group mt-4"
          open={open}
          onToggle={(event) => onToggle(event.currentTarget.open)}
        >
          <summary className="inline-flex cursor-pointer list-none items-center gap-2 font-semibold text-brand-ocean hover:text-brand-navy [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{copy.expandLabel}</span>
            <span className="hidden group-open:inline">{copy.collapseLabel}</span>
            <span className="sr-only">: {caseStudy.title}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-4 w-4 transition-transform group-open:rotate-180"
              fill="currentColor"
            >
              <path d="M5 7l5 6 5-6H5z"></path>
            </svg>
          </summary>
          <div className="mt-4 border-t border-slate-200 pt-4">
            <p className="text-slate-700">{caseStudy.description}</p>
            <h4 className="mt-5 font-semibold text-brand-navy">{copy.resultsLabel}</h4>
            <dl className="mt-3 grid grid-cols-2 gap-4">
              {caseStudy.metrics.map((metric) => (
                <div key={metric.label} className="flex flex-col-reverse">
                  <dt className="text-small text-slate-600">{metric.label}</dt>
                  <dd className="font-serif text-h4 font-semibold text-brand-navy">{metric.value}</dd>
                </div>
              ))}
            </dl>
            <h4 className="mt-5 font-semibold text-brand-navy">{copy.detailsLabel}</h4>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {caseStudy.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          </div>
        </details>
      </article>
    </li>
  );
}
