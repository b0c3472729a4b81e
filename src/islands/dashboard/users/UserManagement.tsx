import { useState } from 'react';
import type { AdminUser, PublicUser } from '../../../schemas/user.ts';
import type { DashboardCopy } from '../copy.ts';
import AddUserDialog from './AddUserDialog.tsx';
import DeleteUserDialog from './DeleteUserDialog.tsx';
import ResetPasswordDialog from './ResetPasswordDialog.tsx';
import UserList from './UserList.tsx';
import { useUsers } from './use-users.ts';

/** The User Management panel: the list, Add User, and per-user Reset Password and Delete. */
export default function UserManagement({
  currentUser,
  copy,
}: {
  currentUser: PublicUser;
  copy: DashboardCopy['users'];
}) {
  const { state, refresh } = useUsers(copy.toasts.fetchFailedTitle);
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  return (
    <section aria-labelledby="users-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 id="users-heading" className="text-h3 text-brand-navy">
            {copy.heading}
          </h3>
          <p className="mt-1 text-small text-slate-700">{copy.intro}</p>
        </div>
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="inline-flex items-center justify-center rounded-md bg-brand-navy px-4 py-2 text-small font-semibold text-white hover:bg-brand-ocean"
        >
          {copy.addUser}
        </button>
      </div>
      <div className="mt-6" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <p className="py-6 text-center text-slate-600">{copy.loading}</p>}
        {state.status === 'failed' && <p className="py-6 text-center text-red-700">{copy.toasts.fetchFailedTitle}</p>}
        {state.status === 'ready' && (
          <UserList
            users={state.users}
            currentUserId={currentUser.id}
            copy={copy}
            onReset={setResetting}
            onDelete={setDeleting}
          />
        )}
      </div>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} refresh={refresh} copy={copy} />
      <ResetPasswordDialog target={resetting} onClose={() => setResetting(null)} refresh={refresh} copy={copy} />
      <DeleteUserDialog target={deleting} onClose={() => setDeleting(null)} refresh={refresh} copy={copy} />
    </section>
  );
}
