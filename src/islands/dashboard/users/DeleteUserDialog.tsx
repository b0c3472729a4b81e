import { apiRequest } from '../../../lib/api.ts';
import { fill } from '../../../lib/template.ts';
import DialogActions from './DialogActions.tsx';
import Modal from './Modal.tsx';
import { useDialogMutation, type UserDialogProps } from './use-users.ts';

/** The confirmation before deleting: Cancel (focused first) or Delete User ('Deleting...'). */
export default function DeleteUserDialog({ target, onClose, refresh, copy }: UserDialogProps) {
  const labels = copy.deleteDialog;
  const { pending, run } = useDialogMutation(copy.toasts, 'deleted', refresh, onClose);
  const name = target ? `${target.firstName} ${target.lastName}` : '';
  const confirm = () => target && run(() => apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(target.id)}`));

  return (
    <Modal
      open={target !== null}
      onClose={() => !pending && onClose()}
      role="alertdialog"
      title={labels.title}
      description={fill(labels.text, { name })}
    >
      <DialogActions
        cancelLabel={copy.cancel}
        onCancel={onClose}
        pending={pending}
        label={labels.confirm}
        pendingLabel={labels.pending}
        onConfirm={confirm}
        danger
      />
    </Modal>
  );
}
