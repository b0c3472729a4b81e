// The administrators' inbox: the newest page of enquiries, older pages on request, and the handled flag.
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api.ts';
import type { Enquiry, EnquiryPage } from '../../../schemas/contact-fields.ts';

export type InboxState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; enquiries: Enquiry[]; nextCursor: string | null; openCount: number; loadingMore: boolean };

export const PAGE_SIZE = 20;

export function useEnquiries(onError: (error: unknown) => void) {
  const [state, setState] = useState<InboxState>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const page = await apiRequest<EnquiryPage>('GET', `/api/admin/enquiries?limit=${PAGE_SIZE}`);
      setState({ status: 'ready', ...page, loadingMore: false });
    } catch (error) {
      onError(error);
      setState({ status: 'failed' });
    }
  }, [onError]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadMore = async () => {
    if (state.status !== 'ready' || !state.nextCursor) return;
    setState({ ...state, loadingMore: true });
    try {
      const page = await apiRequest<EnquiryPage>(
        'GET',
        `/api/admin/enquiries?limit=${PAGE_SIZE}&before=${encodeURIComponent(state.nextCursor)}`,
      );
      setState((current) =>
        current.status === 'ready'
          ? { ...current, ...page, enquiries: [...current.enquiries, ...page.enquiries], loadingMore: false }
          : current,
      );
    } catch (error) {
      onError(error);
      setState((current) => (current.status === 'ready' ? { ...current, loadingMore: false } : current));
    }
  };

  /** Marks one enquiry handled (or open again); resolves the updated enquiry, or null on failure. */
  const setHandled = async (enquiry: Enquiry, handled: boolean): Promise<Enquiry | null> => {
    try {
      const updated = await apiRequest<Enquiry>('PATCH', `/api/admin/enquiries/${enquiry.id}`, { handled });
      setState((current) =>
        current.status === 'ready'
          ? {
              ...current,
              enquiries: current.enquiries.map((e) => (e.id === updated.id ? updated : e)),
              openCount: Math.max(0, current.openCount + (enquiry.handledAt ? 1 : 0) - (updated.handledAt ? 1 : 0)),
            }
          : current,
      );
      return updated;
    } catch (error) {
      onError(error);
      return null;
    }
  };

  return { state, reload: load, loadMore, setHandled };
}
