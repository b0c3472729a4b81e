import type { AdminUser } from '../../../schemas/user.ts';
import { fill } from '../../../lib/template.ts';
import { type DashboardCopy } from '../copy.ts';
import { formatDate } from '../dates.ts';
import VerifiedStatus from './VerifiedStatus.tsx';

interface UserListProps {
  users: AdminUser[];
  currentUserId: string;
  copy: DashboardCopy['users'];
  onReset: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

const rowButton = 'rounded-md border px-3 py-1.5 text-small font-medium';

/** The users, newest first; administrators cannot delete their own account (no Delete on their row). */
export default function UserList({ users, currentUserId, copy, onReset, onDelete }: UserListProps) {
  if (users.length === 0) return <p className="py-6 text-center text-slate-600">{copy.empty}</p>;
  const columns = copy.columns;
  return (
    <div className="overflow-x-auto">
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
            const name = `${user.firstName} ${user.lastName}`;
            const self = user.id === currentUserId;
            return (
              <tr key={user.id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {name} {self && <span className="font-normal text-slate-600">{copy.you}</span>}
                </th>
                <td className="px-4 py-3 text-slate-700">{user.email}</td>
                <td className="px-4 py-3 text-slate-700">{copy.roles[user.role]}</td>
                <td className="px-4 py-3">
                  <VerifiedStatus verified={user.isVerified} copy={copy} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </td>
                <td className="px-4 py-3">
                  <div className="flex gap-2">
                    <button
                      type="button"
                      aria-label={fill(copy.resetPasswordFor, { name })}
                      onClick={() => onReset(user)}
                      className={`${rowButton} border-slate-400 text-slate-800 hover:bg-slate-50`}
                    >
                      {copy.resetPassword}
                    </button>
                    {!self && (
                      <button
                        type="button"
                        aria-label={fill(copy.deleteFor, { name })}
                        onClick={() => onDelete(user)}
                        className={`${rowButton} border-red-300 text-red-800 hover:bg-red-50`}
                      >
                        {copy.delete}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
