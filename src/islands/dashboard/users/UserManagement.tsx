import { useCallback, useState } from 'react';
import { apiRequest } from '../../../lib/api.ts';
import { fill } from '../../../lib/template.ts';
import type { AdminUser, PublicUser } from '../../../schemas/user.ts';
import type { DashboardCopy } from '../copy.ts';
import AddUserDialog from './AddUserDialog.tsx';
import DeleteUserDialog from './DeleteUserDialog.tsx';
import Pager from './Pager.tsx';
import ResetPasswordDialog from './ResetPasswordDialog.tsx';
import SessionsDialog from './SessionsDialog.tsx';
import UserList from './UserList.tsx';
import UserSearch from './UserSearch.tsx';
import { runMutation, useUsers } from './use-users.ts';

/** The User Management panel: search, the list a page at a time, Add User, and each user's actions. */
export default function UserManagement({
  currentUser,
  copy,
}: {
  currentUser: PublicUser;
  copy: DashboardCopy['users'];
}) {
  const { state, refresh, setQuery } = useUsers(copy.toasts.fetchFailedTitle);
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const onSearch = useCallback(
    (search: string) => setQuery((current) => (current.search === search ? current : { search, page: 1 })),
    [setQuery],
  );
  const changeRole = (user: AdminUser) => {
    const role = user.role === 'admin' ? 'member' : 'admin';
    const name = `${user.firstName} ${user.lastName}`;
    void runMutation(
      () => apiRequest('PATCH', `/api/admin/users/${encodeURIComponent(user.id)}`, { role }),
      {
        successTitle: copy.toasts.roleTitle,
        successText: fill(copy.toasts.roleText, { name, role: copy.roles[role] }),
        errorTitle: copy.toasts.errorTitle,
      },
      refresh,
    );
  };
  const handlers = { onReset: setResetting, onDelete: setDeleting, onSessions: setViewing, onRole: changeRole };

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
      <div className="mt-4">
        <UserSearch copy={copy} onSearch={onSearch} />
      </div>
      <div className="mt-6" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <p className="py-6 text-center text-slate-600">{copy.loading}</p>}
        {state.status === 'failed' && <p className="py-6 text-center text-red-700">{copy.toasts.fetchFailedTitle}</p>}
        {state.status === 'ready' && (
          <>
            <UserList users={state.page.users} currentUserId={currentUser.id} copy={copy} handlers={handlers} />
            <Pager
              page={state.page.page}
              pageSize={state.page.pageSize}
              total={state.page.total}
              labels={copy.pager}
              onPage={(page) => setQuery((current) => ({ ...current, page }))}
            />
          </>
        )}
      </div>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} refresh={refresh} copy={copy} />
      <ResetPasswordDialog target={resetting} onClose={() => setResetting(null)} refresh={refresh} copy={copy} />
      <DeleteUserDialog target={deleting} onClose={() => setDeleting(null)} refresh={refresh} copy={copy} />
      <SessionsDialog target={viewing} onClose={() => setViewing(null)} copy={copy} />
    </section>
  );
}
