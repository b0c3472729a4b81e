import { fill } from '../../../lib/template.ts';
import DialogActions from '../../ui/DialogActions.tsx';
import Modal from '../../ui/Modal.tsx';
import { useDialogMutation, type UserDialogProps } from './use-users.ts';

interface ConfirmUserDialogProps extends UserDialogProps {
  /** The dialog's wording; '{name}' in the text is the user's full name. */
  labels: { title: string; text: string; confirm: string; pending: string };
  /** Which success toast follows ('deleted', 'unenrolled'). */
  kind: Parameters<typeof useDialogMutation>[1];
  /** The one request the confirmation sends, for the user's id. */
  send: (userId: string) => Promise<unknown>;
}

/** A yes-or-no question about one user's account: Cancel (focused first) or the red action. */
export default function ConfirmUserDialog({
  target,
  onClose,
  refresh,
  copy,
  labels,
  kind,
  send,
}: ConfirmUserDialogProps) {
  const { pending, run } = useDialogMutation(copy.toasts, kind, refresh, onClose);
  const name = target ? `${target.firstName} ${target.lastName}` : '';
  const confirm = () => target && run(() => send(target.id));

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
