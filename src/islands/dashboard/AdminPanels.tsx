import type { PublicUser } from '../../schemas/user.ts';
import type { DashboardCopy } from './copy.ts';
import UserManagement from './users/UserManagement.tsx';
import EnquiriesPanel from './enquiries/EnquiriesPanel.tsx';

/**
 * The administrators' area: one panel per tool, User Management first. Members never see it (and the
 * API answers them 403 anyway). Add a panel by adding it to the list below.
 */
export default function AdminPanels({ user, copy }: { user: PublicUser; copy: DashboardCopy }) {
  if (user.role !== 'admin') return null;
  return (
    <section aria-labelledby="admin-heading" className="space-y-6 border-t border-slate-200 pt-10">
      <div>
        <h2 id="admin-heading" className="text-h2 text-brand-navy">
          {copy.admin.heading}
        </h2>
        <p className="mt-2 text-slate-700">{copy.admin.intro}</p>
      </div>
      <UserManagement currentUser={user} copy={copy.users} />
      <EnquiriesPanel copy={copy.enquiries} />
    </section>
  );
}
