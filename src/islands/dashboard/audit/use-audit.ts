// The audit log a page at a time for the chosen filters (useApiData: the newest read's answer wins).
import { api } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import type { AuditPage } from '../../../schemas/audit.ts';
import { toastFailure } from '../../../stores/toasts.ts';
import { useApiData } from '../../data/use-api-data.ts';

export interface AuditFilterValues {
  action: string;
  user: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = { action: '', user: '', from: '', to: '' };

/** The query string for the filters (empty ones left out) and a page. */
export function auditParams(filters: AuditFilterValues, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  if (page && page > 1) params.set('page', String(page));
  return params;
}

type AuditState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; page: AuditPage };

export function useAudit(filters: AuditFilterValues, page: number, failedTitle: string) {
  const { state, reload } = useApiData(
    () => api(endpoints.adminAudit, 'GET', { query: auditParams(filters, page) }),
    {
      keepDataOnError: true,
      onError: (error) => toastFailure(failedTitle, error),
    },
    [filters, page],
  );
  const audit: AuditState = state.status === 'ready' ? { status: 'ready', page: state.data } : state;
  return { state: audit, reload };
}
