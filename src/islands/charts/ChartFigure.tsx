// One chart as people meet it: its title, a text summary read by screen readers, the drawing (its code
// loaded only once the figure nears the viewport, into space held for it), a legend, "Show as table"
// with the same numbers, and the CSV download where there is one.
import { lazy, Suspense, useState } from 'react';
import ChartTable from './ChartTable.tsx';
import { colourOf, type ChartCopy, type ChartData, type ChartKind } from './series.ts';
import { useNearViewport } from './use-near-viewport.ts';

const WeeklyChart = lazy(() => import('./WeeklyChart.tsx'));

interface ChartFigureProps {
  id: string;
  title: string;
  summary: string;
  data: ChartData;
  kind: ChartKind;
  copy: ChartCopy;
  /** The chart's CSV download, if it has one. */
  csvHref?: string;
}

const toggleClass =
  'rounded-md border border-slate-400 bg-white px-3 py-1.5 text-small font-semibold text-slate-800 hover:bg-slate-50 aria-pressed:bg-slate-800 aria-pressed:text-white';

export default function ChartFigure({ id, title, summary, data, kind, copy, csvHref }: ChartFigureProps) {
  const [asTable, setAsTable] = useState(false);
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <figure
      ref={ref}
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-lg p-4 ring-1 ring-slate-200"
      data-testid={`chart-${id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <figcaption>
          <h4 id={`${id}-title`} className="font-semibold text-slate-900">
            {title}
          </h4>
          <p className="sr-only" data-testid="chart-summary">
            {summary}
          </p>
        </figcaption>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={toggleClass} aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {copy.showTable}
          </button>
          {csvHref && (
            <a className={toggleClass} href={csvHref} download>
              {copy.downloadCsv}
              <span className="sr-only">: {title}</span>
            </a>
          )}
        </div>
      </div>
      <div className="mt-4">
        {asTable ? (
          <ChartTable data={data} kind={kind} caption={title} copy={copy} />
        ) : (
          <>
            <div className="h-60">
              {near && (
                <Suspense fallback={null}>
                  <WeeklyChart data={data} kind={kind} />
                </Suspense>
              )}
            </div>
            {/* The legend runs as a line of text, wrapping where it must, like the words of a caption. */}
            {data.series.length > 1 && (
              <ul className="mt-3 text-small leading-7 text-slate-700" aria-hidden="true">
                {data.series.map((s, i) => (
                  <li key={s.key} className="mr-4 inline-flex items-center gap-1.5 last:mr-0">
                    <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: colourOf(i) }} />
                    {s.label}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </figure>
  );
}
