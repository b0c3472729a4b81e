import { api } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import ConfirmUserDialog from './ConfirmUserDialog.tsx';
import type { UserDialogProps } from './use-users.ts';

/** The confirmation before deleting: Cancel (focused first) or Delete User ('Deleting...'). */
export default function DeleteUserDialog(props: UserDialogProps) {
  return (
    <ConfirmUserDialog
      {...props}
      labels={props.copy.deleteDialog}
      kind="deleted"
      send={(id) => api(endpoints.adminUser, 'DELETE', { params: { userId: id } })}
    />
  );
}
