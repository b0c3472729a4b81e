import type { DashboardSummary } from '../../schemas/member-dashboard.ts';
import type { DashboardCopy } from './copy.ts';
import { formatLastLogin } from '../ui/dates.ts';

interface StatCardsProps {
  copy: DashboardCopy['stats'];
  applicationCount: number;
  /** undefined while loading; null if it could not be loaded. */
  summary: DashboardSummary | null | undefined;
}

/** Total Applications, Account Status and Last Login. */
export default function StatCards({ copy, applicationCount, summary }: StatCardsProps) {
  const lastLogin =
    summary === undefined ? '…' : summary === null ? '—' : formatLastLogin(summary.previousLoginAt, copy.today);
  const cards = [
    { label: copy.totalApplications, value: String(summary?.applicationCount ?? applicationCount) },
    { label: copy.accountStatus, value: summary?.accountStatus ?? 'Active' },
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
