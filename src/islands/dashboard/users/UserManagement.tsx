import { primaryButton } from '../../ui/buttons.ts';
import { useCallback, useState } from 'react';
import { api } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import { fill } from '../../../lib/template.ts';
import type { AdminUser, PublicUser } from '../../../schemas/user.ts';
import type { DashboardCopy } from '../copy.ts';
import AddUserDialog from './AddUserDialog.tsx';
import DeleteUserDialog from './DeleteUserDialog.tsx';
import Pager from './Pager.tsx';
import RemovePasskeysDialog from './RemovePasskeysDialog.tsx';
import ResetPasswordDialog from './ResetPasswordDialog.tsx';
import ResetTwoFactorDialog from './ResetTwoFactorDialog.tsx';
import SessionsDialog from './SessionsDialog.tsx';
import UserList from './UserList.tsx';
import UserSearch from './UserSearch.tsx';
import { runMutation, useUsers } from './use-users.ts';
import AdminPanel from '../AdminPanel.tsx';

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
  const [unenrolling, setUnenrolling] = useState<AdminUser | null>(null);
  const [removingPasskeys, setRemovingPasskeys] = useState<AdminUser | null>(null);
  const onSearch = useCallback(
    (search: string) => setQuery((current) => (current.search === search ? current : { search, page: 1 })),
    [setQuery],
  );
  const changeRole = (user: AdminUser) => {
    const role = user.role === 'admin' ? 'member' : 'admin';
    const name = `${user.firstName} ${user.lastName}`;
    void runMutation(
      () => api(endpoints.adminUser, 'PATCH', { params: { userId: user.id }, body: { role } }),
      {
        successTitle: copy.toasts.roleTitle,
        successText: fill(copy.toasts.roleText, { name, role: copy.roles[role] }),
        errorTitle: copy.toasts.errorTitle,
      },
      refresh,
    );
  };
  const handlers = {
    onReset: setResetting,
    onDelete: setDeleting,
    onSessions: setViewing,
    onRole: changeRole,
    onResetTwoFactor: setUnenrolling,
    onRemovePasskeys: setRemovingPasskeys,
  };

  return (
    <>
      <AdminPanel
        id="users"
        heading={copy.heading}
        intro={copy.intro}
        action={
          <button type="button" onClick={() => setAdding(true)} className={primaryButton}>
            {copy.addUser}
          </button>
        }
        controls={<UserSearch copy={copy} onSearch={onSearch} />}
        status={state.status}
        loadingText={copy.loading}
        failedText={copy.toasts.fetchFailedTitle}
        onRetry={() => void refresh()}
      >
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
      </AdminPanel>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} refresh={refresh} copy={copy} />
      <ResetPasswordDialog target={resetting} onClose={() => setResetting(null)} refresh={refresh} copy={copy} />
      <ResetTwoFactorDialog target={unenrolling} onClose={() => setUnenrolling(null)} refresh={refresh} copy={copy} />
      <RemovePasskeysDialog
        target={removingPasskeys}
        onClose={() => setRemovingPasskeys(null)}
        refresh={refresh}
        copy={copy}
      />
      <DeleteUserDialog target={deleting} onClose={() => setDeleting(null)} refresh={refresh} copy={copy} />
      <SessionsDialog target={viewing} onClose={() => setViewing(null)} copy={copy} />
    </>
  );
}
