// The administrators' inbox: the newest page of enquiries, older pages on request, and the handled flag.
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import type { Enquiry } from '../../../schemas/contact-replies.ts';
import { useApiData } from '../../data/use-api-data.ts';

export type InboxState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; enquiries: Enquiry[]; nextCursor: string | null; openCount: number; loadingMore: boolean };

export const PAGE_SIZE = 20;

const loadPage = (before?: string) => api(endpoints.adminEnquiries, 'GET', { query: { limit: PAGE_SIZE, before } });
const loadFirstPage = () => loadPage();

export function useEnquiries(onError: (error: unknown) => void) {
  const { state: read, reload, update } = useApiData(loadFirstPage, { onError, loadingOnReload: true });
  const [loadingMore, setLoadingMore] = useState(false);
  const state: InboxState =
    read.status === 'ready' ? { status: 'ready', ...read.data, loadingMore } : { status: read.status };

  const loadMore = async () => {
    if (state.status !== 'ready' || !state.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await loadPage(state.nextCursor);
      update((current) => ({ ...current, ...page, enquiries: [...current.enquiries, ...page.enquiries] }));
    } catch (error) {
      onError(error);
    }
    setLoadingMore(false);
  };

  /** Marks one enquiry handled (or open again); resolves the updated enquiry, or null on failure. */
  const setHandled = async (enquiry: Enquiry, handled: boolean): Promise<Enquiry | null> => {
    try {
      const updated = await api(endpoints.adminEnquiry, 'PATCH', { params: { id: enquiry.id }, body: { handled } });
      update((current) => ({
        ...current,
        enquiries: current.enquiries.map((e) => (e.id === updated.id ? updated : e)),
        openCount: Math.max(0, current.openCount + (enquiry.handledAt ? 1 : 0) - (updated.handledAt ? 1 : 0)),
      }));
      return updated;
    } catch (error) {
      onError(error);
      return null;
    }
  };

  return { state, reload, loadMore, setHandled };
}
