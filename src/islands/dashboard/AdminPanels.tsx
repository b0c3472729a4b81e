import type { PublicUser } from '../../schemas/user.ts';
import type { DashboardApplication, DashboardCopy } from './copy.ts';
import { fetchAdminCopy } from './admin-copy.ts';
import { useApiData } from '../data/use-api-data.ts';
import LoadError from '../ui/LoadError.tsx';
import UsagePanel from './usage/UsagePanel.tsx';
import SiteSpeedPanel from './speed/SiteSpeedPanel.tsx';
import UserManagement from './users/UserManagement.tsx';
import EnquiriesPanel from './enquiries/EnquiriesPanel.tsx';
import AuditLogPanel from './audit/AuditLogPanel.tsx';
import BriefingsPanel from './briefings/BriefingsPanel.tsx';
import { useTwoFactorGate } from './use-two-factor-gate.ts';

/**
 * The administrators' area: one panel per tool, User Management first. Members never see it (and the
 * API answers them 403 anyway). Add a panel by adding it to the list below.
 */
interface AdminPanelsProps {
  user: PublicUser;
  /** The chart controls the Usage and Site speed panels share with the member's own activity. */
  charts: DashboardCopy['charts'];
  /** Shown when the panels' copy cannot be fetched. */
  loadError: DashboardCopy['loadError'];
  /** The dashboard's applications, to name them in the Usage panel. */
  applications: readonly DashboardApplication[];
}

export default function AdminPanels({ user, charts, loadError, applications }: AdminPanelsProps) {
  const isAdmin = user.role === 'admin';
  const gate = useTwoFactorGate(isAdmin);
  // The panels' copy is not in the dashboard's HTML (admin-copy.ts).
  const { state } = useApiData(fetchAdminCopy, { enabled: isAdmin });
  if (!isAdmin) return null;
  if (state.status === 'failed') return <LoadError text={loadError.text} />;
  if (state.status === 'loading') return null;
  const copy = state.data;
  const enrol = copy.admin.twoFactorRequired;
  return (
    <section aria-labelledby="admin-heading" className="space-y-6 border-t border-slate-200 pt-10">
      <div>
        <h2 id="admin-heading" className="text-h2 text-brand-navy">
          {copy.admin.heading}
        </h2>
        <p className="mt-2 text-slate-700">{copy.admin.intro}</p>
      </div>
      {gate === 'enrol' && (
        <div role="status" className="rounded-xl bg-amber-50 p-6 ring-1 ring-amber-200">
          <h3 className="text-lg font-bold text-amber-950">{enrol.heading}</h3>
          <p className="mt-2 text-amber-900">{enrol.text}</p>
          <a
            href={enrol.link.href}
            className="mt-4 inline-block font-semibold text-brand-navy underline hover:text-brand-ocean"
          >
            {enrol.link.label}
          </a>
        </div>
      )}
      {gate === 'open' && (
        <>
          <UserManagement currentUser={user} copy={copy.users} />
          <AuditLogPanel copy={copy.audit} />
          <EnquiriesPanel copy={copy.enquiries} />
          <BriefingsPanel copy={copy.briefingsPanel} />
          <UsagePanel copy={copy.usage} charts={charts} applications={applications} />
          <SiteSpeedPanel copy={copy.siteSpeed} charts={charts} />
        </>
      )}
    </section>
  );
}
