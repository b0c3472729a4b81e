import { dangerButton, primaryButton, secondaryButton } from './buttons.ts';
interface DialogActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** Without it the main button submits the surrounding form. */
  onConfirm?: () => void;
  danger?: boolean;
}

/** Cancel and the dialog's action ('Creating...', 'Updating...', 'Deleting...' while pending). */
export default function DialogActions(props: DialogActionsProps) {
  const { cancelLabel, onCancel, pending, label, pendingLabel, onConfirm, danger = false } = props;
  return (
    <div className="flex justify-end gap-3 pt-2">
      {/* A destructive dialog opens with focus on Cancel. */}
      <button
        type="button"
        data-autofocus={danger || undefined}
        onClick={onCancel}
        disabled={pending}
        className={secondaryButton}
      >
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={pending}
        className={danger ? dangerButton : primaryButton}
      >
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
