// What an open case-study card shows below its face: the client, summary and full story beside its figures
// and what we did. Rendered by the CaseStudyExplorer island into the open card's body, from the one JSON
// block of the case studies' details (details.ts), so the page carries this text once and not as markup.
import type { CaseStudiesCopy } from './types.ts';
import type { CaseStudyDetail } from './details.ts';

interface Props {
  detail: CaseStudyDetail;
  copy: Pick<CaseStudiesCopy, 'resultsLabel' | 'detailsLabel'>;
}

export default function CaseStudyDetails({ detail, copy }: Props) {
  return (
    <>
      <div>
        <p className="mb-2 text-slate-600">{detail.client}</p>
        <p className="font-medium text-slate-800">{detail.summary}</p>
        <p className="mt-3 text-slate-700">{detail.description}</p>
      </div>
      <div>
        <h4 className="mt-4 font-semibold text-brand-navy md:mt-0">{copy.resultsLabel}</h4>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {detail.metrics.map((metric) => (
            <div key={metric.label} className="flex flex-col-reverse">
              <dt className="text-xs text-slate-600">{metric.label}</dt>
              <dd className="text-lg font-bold text-brand-navy">{metric.value}</dd>
            </div>
          ))}
        </dl>
        <h4 className="mt-4 font-semibold text-brand-navy">{copy.detailsLabel}</h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {detail.details.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
