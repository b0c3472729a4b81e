import type { DashboardCopy } from '../copy.ts';

/** A check (verified) or a dashed circle (unverified), with the word beside it. */
export default function VerifiedStatus({ verified, copy }: { verified: boolean; copy: DashboardCopy['users'] }) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${verified ? 'text-emerald-800' : 'text-slate-600'}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        {verified ? (
          <>
            <circle cx="10" cy="10" r="8" />
            <path d="m6.5 10.5 2.5 2.5 4.5-5" strokeLinecap="round" strokeLinejoin="round" />
          </>
        ) : (
          <circle cx="10" cy="10" r="8" strokeDasharray="3 3" />
        )}
      </svg>
      {verified ? copy.verified : copy.unverified}
    </span>
  );
}
