// The administrators' Enquiries panel: the contact form's messages, newest first, each with its full
// text and a handled switch, older pages on request, and the CSV exports.
import { useCallback } from 'react';
import { contactInterestLabel } from '../../../schemas/contact-fields.ts';
import type { Enquiry } from '../../../schemas/contact-replies.ts';
import { toast, toastFailure } from '../../../stores/toasts.ts';
import type { EnquiriesPanelCopy } from '../copy.ts';
import ReadStatus from '../../data/ReadStatus.tsx';
import EnquiryItem from './EnquiryItem.tsx';
import ExportLinks from './ExportLinks.tsx';
import { fill } from '../../../lib/template.ts';
import { useEnquiries } from './use-enquiries.ts';

export default function EnquiriesPanel({ copy }: { copy: EnquiriesPanelCopy }) {
  const onError = useCallback(
    (error: unknown) => {
      toastFailure(copy.errorTitle, error);
    },
    [copy.errorTitle],
  );
  const { state, reload, loadMore, setHandled } = useEnquiries(onError);

  const toggle = async (enquiry: Enquiry) => {
    const updated = await setHandled(enquiry, !enquiry.handledAt);
    if (!updated) return;
    const done = updated.handledAt ? copy.handledToast : copy.reopenedToast;
    toast({ title: done.title, description: fill(done.text, { name: `${updated.firstName} ${updated.lastName}` }) });
  };

  return (
    <section aria-labelledby="enquiries-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id="enquiries-heading" className="text-h3 text-brand-navy">
          {copy.heading}
        </h3>
        {state.status === 'ready' && (
          <p className="text-small font-semibold text-slate-700" data-testid="enquiries-open-count">
            {fill(copy.openCount, { count: state.openCount })}
          </p>
        )}
      </div>
      <p className="mt-1 text-small text-slate-700">{copy.intro}</p>
      <div className="mt-6">
        <ReadStatus
          status={state.status}
          loadingText={copy.loading}
          failedText={copy.fetchFailed}
          onRetry={() => void reload()}
        >
          {state.status === 'ready' && state.enquiries.length === 0 && (
            <p className="py-6 text-center text-slate-600">{copy.empty}</p>
          )}
          {state.status === 'ready' && state.enquiries.length > 0 && (
            <ul className="space-y-4">
              {state.enquiries.map((enquiry) => (
                <EnquiryItem
                  key={enquiry.id}
                  enquiry={enquiry}
                  serviceLabel={contactInterestLabel(enquiry.serviceInterest)}
                  copy={copy}
                  onToggle={toggle}
                />
              ))}
            </ul>
          )}
          {state.status === 'ready' && state.nextCursor && (
            <button
              type="button"
              onClick={() => void loadMore()}
              disabled={state.loadingMore}
              className="mt-4 w-full rounded-md border-2 border-slate-300 px-4 py-2 text-small font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-wait"
            >
              {state.loadingMore ? copy.loading : copy.loadMore}
            </button>
          )}
        </ReadStatus>
      </div>
      <ExportLinks copy={copy.exports} />
    </section>
  );
}
