import type { ReactNode } from 'react';
import type { DashboardSummary } from '../../schemas/member-dashboard.ts';
import type { DashboardCopy } from './copy.ts';
import { formatLastLogin } from '../ui/dates.ts';

interface StatCardsProps {
  copy: DashboardCopy['stats'];
  applicationCount: number;
  /** undefined while loading; null if it could not be loaded. */
  summary: DashboardSummary | null | undefined;
}

/** The account's state, a line each, in space kept for both lines: nothing is claimed until it has been read. */
function accountState(copy: StatCardsProps['copy'], summary: StatCardsProps['summary']): ReactNode {
  const lines =
    summary === undefined
      ? ['…']
      : summary === null
        ? []
        : [
            summary.emailVerified ? copy.emailVerified : copy.emailUnverified,
            summary.twoFactorEnabled ? copy.twoFactorOn : copy.twoFactorOff,
          ];
  return (
    <span className="block min-h-[2lh] text-lg leading-snug">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </span>
  );
}

/** Total Applications, Account Status and Last Login. */
export default function StatCards({ copy, applicationCount, summary }: StatCardsProps) {
  const lastLogin =
    summary === undefined ? '…' : summary === null ? '—' : formatLastLogin(summary.previousLoginAt, copy.today);
  const cards: { label: string; value: ReactNode; dateTime?: string | undefined }[] = [
    { label: copy.totalApplications, value: String(summary?.applicationCount ?? applicationCount) },
    { label: copy.accountStatus, value: accountState(copy, summary) },
    { label: copy.lastLogin, value: lastLogin, dateTime: summary?.previousLoginAt ?? undefined },
  ];
  return (
    <section aria-label={copy.label}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <dt className="text-small font-medium text-slate-600">{card.label}</dt>
            <dd className="mt-2 font-serif text-h3 font-semibold text-brand-navy">
              {card.dateTime ? <time dateTime={card.dateTime}>{card.value}</time> : card.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
