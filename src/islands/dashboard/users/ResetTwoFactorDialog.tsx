import { api } from '../../../lib/api.ts';
import ConfirmUserDialog from './ConfirmUserDialog.tsx';
import type { UserDialogProps } from './use-users.ts';

/** The confirmation before turning off a user's two-factor sign-in: Cancel (focused first) or Reset. */
export default function ResetTwoFactorDialog(props: UserDialogProps) {
  return (
    <ConfirmUserDialog
      {...props}
      labels={props.copy.twoFactorDialog}
      kind="unenrolled"
      send={(id) => api('admin-user-two-factor', 'DELETE', { params: { userId: id } })}
    />
  );
}
