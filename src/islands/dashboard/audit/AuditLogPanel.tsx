import { useState } from 'react';
import type { DashboardCopy } from '../copy.ts';
import Pager from '../users/Pager.tsx';
import AuditFilters from './AuditFilters.tsx';
import AuditTable from './AuditTable.tsx';
import { NO_FILTERS, auditParams, useAudit, type AuditFilterValues } from './use-audit.ts';

/** The administrators' Audit log: filters, the events a page at a time, and the filtered CSV. */
export default function AuditLogPanel({ copy }: { copy: DashboardCopy['audit'] }) {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const state = useAudit(filters, page, copy.fetchFailedTitle);
  const apply = (next: AuditFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <section aria-labelledby="audit-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 id="audit-heading" className="text-xl font-bold text-brand-navy">
            {copy.heading}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{copy.intro}</p>
        </div>
        <a
          href={`/api/admin/audit/export?${auditParams(filters)}`}
          download
          className="inline-flex items-center justify-center rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {copy.exportCsv}
        </a>
      </div>
      <div className="mt-4">
        <AuditFilters copy={copy} onApply={apply} />
      </div>
      <div className="mt-6" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <p className="py-6 text-center text-slate-600">{copy.loading}</p>}
        {state.status === 'failed' && <p className="py-6 text-center text-red-700">{copy.fetchFailedTitle}</p>}
        {state.status === 'ready' && (
          <>
            <AuditTable events={state.page.events} copy={copy} />
            <Pager
              page={state.page.page}
              pageSize={state.page.pageSize}
              total={state.page.total}
              labels={copy.pager}
              onPage={setPage}
            />
          </>
        )}
      </div>
    </section>
  );
}
