import type { DashboardHighlight } from './copy.ts';
import LaunchLink from './LaunchLink.tsx';

/** The highlighted launch card (WAC-Equities): opens in a new tab, tracked like any launch. */
export default function HighlightCard({
  highlight,
  newTabNote,
}: {
  highlight: DashboardHighlight;
  newTabNote: string;
}) {
  return (
    <section
      aria-labelledby="highlight-heading"
      className="flex flex-col gap-4 rounded-xl bg-gradient-to-r from-brand-navy to-brand-ocean p-6 text-white shadow-md sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="inline-block rounded-full bg-brand-gold px-3 py-1 text-caption font-bold uppercase tracking-wide text-brand-navy">
          {highlight.badge}
        </p>
        <h2 id="highlight-heading" className="mt-3 text-h3">
          {highlight.headline}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-100">{highlight.text}</p>
      </div>
      <LaunchLink
        application={highlight.application}
        srSuffix={highlight.application.isInternal ? '' : newTabNote}
        className="inline-flex flex-none items-center justify-center rounded-md bg-brand-gold px-5 py-2.5 font-semibold text-brand-navy hover:bg-amber-400"
      >
        {highlight.buttonLabel}
      </LaunchLink>
    </section>
  );
}
