// One enquiry in the inbox: who, when, about what, the full message, and its handled state.
import { useState } from 'react';
import type { EnquiriesPanelCopy } from '../copy.ts';
import type { Enquiry } from '../../../schemas/contact-replies.ts';
import { fill } from '../../../lib/template.ts';
import { formatDateTime } from '../../ui/dates.ts';

interface Props {
  enquiry: Enquiry;
  serviceLabel: string;
  copy: EnquiriesPanelCopy;
  onToggle: (enquiry: Enquiry) => Promise<unknown>;
}

export default function EnquiryItem({ enquiry, serviceLabel, copy, onToggle }: Props) {
  const [pending, setPending] = useState(false);
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const headingId = `enquiry-${enquiry.id}`;
  const toggle = async () => {
    setPending(true);
    await onToggle(enquiry);
    setPending(false);
  };

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-lg border border-slate-200 p-4"
        data-handled={Boolean(enquiry.handledAt)}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          {/* An address longer than the card wraps inside it rather than pushing the card wider. */}
          <div className="min-w-0">
            <h4 id={headingId} className="font-semibold text-slate-900">
              {name}
            </h4>
            <a href={`mailto:${enquiry.email}`} className="text-small wrap-break-word text-brand-ocean underline">
              {enquiry.email}
            </a>
          </div>
          <p
            className={`rounded-full px-3 py-1 text-caption font-semibold ${enquiry.handledAt ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
          >
            {enquiry.handledAt
              ? fill(copy.statusHandled, { date: formatDateTime(enquiry.handledAt) })
              : copy.statusOpen}
          </p>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-small sm:grid-cols-3">
          <div>
            <dt className="font-medium text-slate-600">{copy.labels.received}</dt>
            <dd>
              <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{copy.labels.service}</dt>
            <dd>{serviceLabel}</dd>
          </div>
          {enquiry.company && (
            <div>
              <dt className="font-medium text-slate-600">{copy.labels.company}</dt>
              <dd>{enquiry.company}</dd>
            </div>
          )}
        </dl>
        <p className="mt-3 whitespace-pre-wrap break-words text-slate-800">{enquiry.message}</p>
        <button
          type="button"
          onClick={() => void toggle()}
          aria-describedby={headingId}
          disabled={pending}
          className="mt-4 rounded-md border-2 border-brand-navy px-3 py-1.5 text-small font-semibold text-brand-navy hover:bg-slate-100 disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? copy.pending : enquiry.handledAt ? copy.markOpen : copy.markHandled}
        </button>
      </article>
    </li>
  );
}
