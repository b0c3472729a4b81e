import { api } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import ConfirmUserDialog from './ConfirmUserDialog.tsx';
import type { UserDialogProps } from './use-users.ts';

/** The confirmation before removing every passkey of a user (a lost device): Cancel (focused first) or Remove. */
export default function RemovePasskeysDialog(props: UserDialogProps) {
  return (
    <ConfirmUserDialog
      {...props}
      labels={props.copy.passkeysDialog}
      kind="passkeysRemoved"
      send={(id) => api(endpoints.adminUserPasskeys, 'DELETE', { params: { userId: id } })}
    />
  );
}
