import { fillCounted, type PluralForms } from '../../../lib/template.ts';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  labels: { label: string; previous: string; next: string; status: PluralForms };
  onPage: (page: number) => void;
}

const button =
  'rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous and Next with where the list is ('Page 2 of 7 (160 users)'). */
export default function Pager({ page, pageSize, total, labels, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={labels.label} className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-sm text-slate-700" aria-live="polite">
        {fillCounted(labels.status, total, { page, pages, total })}
      </p>
      <div className="flex gap-2">
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {labels.previous}
        </button>
        <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {labels.next}
        </button>
      </div>
    </nav>
  );
}
