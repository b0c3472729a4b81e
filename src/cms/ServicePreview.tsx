// A service as its detail view on the landing page shows it (src/components/landing/ServiceDetail.astro,
// with the executives' perspective), set in the site's classes and stylesheet.
import type { CollectionEntry } from 'astro:content';
import type { PreviewProps } from './mount.tsx';

type Service = CollectionEntry<'services'>['data'];

export default function ServicePreview({ data }: PreviewProps<Partial<Service>>) {
  const copy = PREVIEW_COPY.services.detail;
  const story = data.caseStudyHighlight;
  return (
    <article className="mx-auto max-w-page p-6">
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h3 className="text-h2 text-brand-navy">{data.title}</h3>
          <p className="mt-4 text-lead text-slate-700">{data.detailedDescription}</p>
          <div className="mt-6 rounded-lg border-l-4 border-brand-gold bg-slate-50 p-5">
            <p className="font-semibold text-brand-navy">{copy.benefitLabel}</p>
            <p className="mt-1 text-slate-700">{data.quantifiedBenefit}</p>
          </div>
          <h4 className="mt-10 text-h4 font-semibold text-brand-navy">{copy.perspectives.executives}</h4>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {(data.userTypes?.executives ?? []).map((line) => (
              <li key={line} className="flex gap-3 text-slate-700">
                <span className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-ocean" aria-hidden="true" />
                {line}
              </li>
            ))}
          </ul>
          <h4 className="mt-10 text-h4 font-semibold text-brand-navy">{copy.capabilitiesLabel}</h4>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {(data.features ?? []).map((feature) => (
              <li key={feature} className="flex gap-3 text-slate-700">
                <span className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-ocean" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <aside className="self-start rounded-xl bg-brand-navy p-6 text-white">
          <p className="text-small font-semibold tracking-wide text-brand-gold uppercase">{copy.successStoryLabel}</p>
          <h4 className="mt-3 text-h4 font-semibold">{story?.title}</h4>
          <p className="mt-1 text-small text-sky-100">{story?.clientType}</p>
          <p className="mt-4 text-sky-50">{story?.outcome}</p>
          <p className="mt-6 inline-flex w-full items-center justify-center rounded-md bg-brand-gold px-5 py-3 font-semibold text-brand-navy">
            {copy.discussButton}
          </p>
        </aside>
      </div>
    </article>
  );
}
