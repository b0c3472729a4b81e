import { api } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import ConfirmUserDialog from './ConfirmUserDialog.tsx';
import type { UserDialogProps } from './use-users.ts';

/** The confirmation before turning off a user's two-factor sign-in: Cancel (focused first) or Reset. */
export default function ResetTwoFactorDialog(props: UserDialogProps) {
  return (
    <ConfirmUserDialog
      {...props}
      labels={props.copy.twoFactorDialog}
      kind="unenrolled"
      send={(id) => api(endpoints.adminUserTwoFactor, 'DELETE', { params: { userId: id } })}
    />
  );
}
