// Downloads of the enquiries and the consent log as CSV (plain links: the browser sends the session cookie).
import { apiHref } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import type { EnquiriesPanelCopy } from '../copy.ts';

const linkClass =
  'inline-flex items-center rounded-md border-2 border-brand-navy px-3 py-1.5 text-small font-semibold text-brand-navy hover:bg-slate-100';

export default function ExportLinks({ copy }: { copy: EnquiriesPanelCopy['exports'] }) {
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h4 className="font-semibold text-slate-900">{copy.heading}</h4>
      <p className="mt-1 text-small text-slate-700">{copy.text}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a
          className={linkClass}
          href={apiHref(endpoints.adminExport, 'GET', { params: { dataset: 'enquiries.csv' } })}
          download
        >
          {copy.enquiries}
        </a>
        <a
          className={linkClass}
          href={apiHref(endpoints.adminExport, 'GET', { params: { dataset: 'consent-logs.csv' } })}
          download
        >
          {copy.consentLog}
        </a>
      </div>
    </div>
  );
}
