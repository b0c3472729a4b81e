import type { AdminUser } from '../../../schemas/user.ts';
import { fill } from '../../../lib/template.ts';
import type { DashboardCopy } from '../copy.ts';

export interface UserActionHandlers {
  onReset: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onSessions: (user: AdminUser) => void;
  onRole: (user: AdminUser) => void;
  onResetTwoFactor: (user: AdminUser) => void;
}

const rowButton = 'rounded-md border px-3 py-1.5 text-sm font-medium';
const plain = `${rowButton} border-slate-400 text-slate-800 hover:bg-slate-50`;

/**
 * A user's buttons; an administrator's own row has neither Delete, a role change nor Reset two-factor
 * (their own is turned off on /account, with their password and a code).
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
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-label={fill(copy.resetPasswordFor, { name })}
        onClick={() => handlers.onReset(user)}
        className={plain}
      >
        {copy.resetPassword}
      </button>
      <button
        type="button"
        aria-label={fill(copy.sessionsFor, { name })}
        onClick={() => handlers.onSessions(user)}
        className={plain}
      >
        {copy.sessions}
      </button>
      {!self && user.twoFactorEnabled && (
        <button
          type="button"
          aria-label={fill(copy.resetTwoFactorFor, { name })}
          onClick={() => handlers.onResetTwoFactor(user)}
          className={plain}
        >
          {copy.resetTwoFactor}
        </button>
      )}
      {!self && (
        <button
          type="button"
          aria-label={fill(promote ? copy.makeAdminFor : copy.makeMemberFor, { name })}
          onClick={() => handlers.onRole(user)}
          className={plain}
        >
          {promote ? copy.makeAdmin : copy.makeMember}
        </button>
      )}
      {!self && (
        <button
          type="button"
          aria-label={fill(copy.deleteFor, { name })}
          onClick={() => handlers.onDelete(user)}
          className={`${rowButton} border-red-300 text-red-800 hover:bg-red-50`}
        >
          {copy.delete}
        </button>
      )}
    </div>
  );
}
