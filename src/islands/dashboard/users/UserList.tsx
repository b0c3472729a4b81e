import type { AdminUser } from '../../../schemas/user.ts';
import { type DashboardCopy } from '../copy.ts';
import { formatDate } from '../../ui/dates.ts';
import UserActions, { type UserActionHandlers } from './UserActions.tsx';
import VerifiedStatus from './VerifiedStatus.tsx';

interface UserListProps {
  users: AdminUser[];
  currentUserId: string;
  copy: DashboardCopy['users'];
  handlers: UserActionHandlers;
}

function Status({ user, copy }: { user: AdminUser; copy: DashboardCopy['users'] }) {
  return (
    <span className="flex flex-col gap-1">
      <VerifiedStatus verified={user.isVerified} copy={copy} />
      {user.twoFactorEnabled && <span className="text-caption font-medium text-emerald-800">{copy.twoFactorOn}</span>}
    </span>
  );
}

/**
 * The users, newest first: a table on wider screens, stacked cards on phones (every button reachable
 * without sideways scrolling). Administrators cannot delete their own account or change their own role.
 */
export default function UserList({ users, currentUserId, copy, handlers }: UserListProps) {
  if (users.length === 0) return <p className="py-6 text-center text-slate-600">{copy.empty}</p>;
  const columns = copy.columns;
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {users.map((user) => {
          const self = user.id === currentUserId;
          return (
            <li key={user.id} className="rounded-lg border border-slate-200 p-4">
              <p className="font-medium text-slate-900">
                {user.firstName} {user.lastName}{' '}
                {self && <span className="font-normal text-slate-600">{copy.you}</span>}
              </p>
              <p className="break-all text-small text-slate-700">{user.email}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-small">
                <dt className="text-slate-600">{columns.role}</dt>
                <dd className="text-slate-800">{copy.roles[user.role]}</dd>
                <dt className="text-slate-600">{columns.status}</dt>
                <dd>
                  <Status user={user} copy={copy} />
                </dd>
                <dt className="text-slate-600">{columns.created}</dt>
                <dd className="text-slate-800">
                  <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </dd>
              </dl>
              <div className="mt-3">
                <UserActions user={user} self={self} copy={copy} handlers={handlers} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="min-w-full divide-y divide-slate-200 text-left text-small">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {[columns.name, columns.email, columns.role, columns.status, columns.created, columns.actions].map(
                (label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold">
                    {label}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {users.map((user) => {
              const self = user.id === currentUserId;
              return (
                <tr key={user.id}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {user.firstName} {user.lastName}{' '}
                    {self && <span className="font-normal text-slate-600">{copy.you}</span>}
                  </th>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">{user.email}</td>
                  <td className="px-4 py-3 text-slate-700">{copy.roles[user.role]}</td>
                  <td className="px-4 py-3">
                    <Status user={user} copy={copy} />
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <UserActions user={user} self={self} copy={copy} handlers={handlers} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
