import { secondaryButton } from '../../ui/buttons.ts';
import { useState } from 'react';
import { apiHref } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import AdminPanel from '../AdminPanel.tsx';
import type { DashboardCopy } from '../copy.ts';
import Pager from '../users/Pager.tsx';
import AuditFilters from './AuditFilters.tsx';
import AuditTable from './AuditTable.tsx';
import { NO_FILTERS, auditParams, useAudit, type AuditFilterValues } from './use-audit.ts';

/** The administrators' Audit log: filters, the events a page at a time, and the filtered CSV. */
export default function AuditLogPanel({ copy }: { copy: DashboardCopy['audit'] }) {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const { state, reload } = useAudit(filters, page, copy.fetchFailedTitle);
  const apply = (next: AuditFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <AdminPanel
      id="audit"
      heading={copy.heading}
      intro={copy.intro}
      action={
        <a
          href={apiHref(endpoints.adminAuditExport, 'GET', { query: auditParams(filters) })}
          download
          className={secondaryButton}
        >
          {copy.exportCsv}
        </a>
      }
      controls={<AuditFilters copy={copy} onApply={apply} />}
      status={state.status}
      loadingText={copy.loading}
      failedText={copy.fetchFailedTitle}
      onRetry={() => void reload()}
    >
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
    </AdminPanel>
  );
}
