import type { PublicUser } from '../../schemas/user.ts';
import type { DashboardApplication, DashboardCopy } from './copy.ts';
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
  copy: DashboardCopy;
  /** The dashboard's applications, to name them in the Usage panel. */
  applications: readonly DashboardApplication[];
}

export default function AdminPanels({ user, copy, applications }: AdminPanelsProps) {
  const gate = useTwoFactorGate(user.role === 'admin');
  if (user.role !== 'admin') return null;
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
          <UsagePanel copy={copy.usage} charts={copy.charts} applications={applications} />
          <SiteSpeedPanel copy={copy.siteSpeed} charts={copy.charts} />
        </>
      )}
    </section>
  );
}
