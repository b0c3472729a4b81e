import type { AdminUser } from '../../../schemas/user.ts';
import { fill } from '../../../lib/template.ts';
import type { DashboardCopy } from '../copy.ts';

export interface UserActionHandlers {
  onReset: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onSessions: (user: AdminUser) => void;
  onRole: (user: AdminUser) => void;
  onResetTwoFactor: (user: AdminUser) => void;
  onRemovePasskeys: (user: AdminUser) => void;
}

const rowButton = 'rounded-md border px-3 py-1.5 text-sm font-medium';
const plain = `${rowButton} border-slate-400 text-slate-800 hover:bg-slate-50`;

/**
 * A user's buttons; an administrator's own row has none (the administrators' API refuses their own
 * account: they change it on /account, which asks for their own proof).
 */
export default function UserActions({
  user,
  self,
  copy,
  handlers,
}: {
  user: AdminUser;
  self: boolean;
  copy: DashboardCopy['users'];
  handlers: UserActionHandlers;
}) {
  const name = `${user.firstName} ${user.lastName}`;
  const promote = user.role !== 'admin';
  const others = !self;
  // Each button: when it shows, its label, its accessible name (with the user's name) and what it does.
  const actions = [
    { show: others, label: copy.resetPassword, named: copy.resetPasswordFor, act: handlers.onReset },
    { show: others, label: copy.sessions, named: copy.sessionsFor, act: handlers.onSessions },
    {
      show: others && user.twoFactorEnabled,
      label: copy.resetTwoFactor,
      named: copy.resetTwoFactorFor,
      act: handlers.onResetTwoFactor,
    },
    {
      show: others && user.passkeyCount > 0,
      label: copy.removePasskeys,
      named: copy.removePasskeysFor,
      act: handlers.onRemovePasskeys,
    },
    {
      show: others,
      label: promote ? copy.makeAdmin : copy.makeMember,
      named: promote ? copy.makeAdminFor : copy.makeMemberFor,
      act: handlers.onRole,
    },
    { show: others, label: copy.delete, named: copy.deleteFor, act: handlers.onDelete, danger: true },
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {actions
        .filter((action) => action.show)
        .map(({ label, named, act, danger }) => (
          <button
            key={named}
            type="button"
            aria-label={fill(named, { name })}
            onClick={() => act(user)}
            className={danger ? `${rowButton} border-red-300 text-red-800 hover:bg-red-50` : plain}
          >
            {label}
          </button>
        ))}
    </div>
  );
}
