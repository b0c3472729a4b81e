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

const base = 'inline-flex items-center justify-center rounded-md px-4 py-2 text-small font-semibold';
const cancelClass = `${base} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-60`;
const mainClass = `${base} text-white disabled:cursor-wait disabled:opacity-80`;

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
        className={cancelClass}
      >
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={pending}
        className={`${mainClass} ${danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-navy hover:bg-brand-ocean'}`}
      >
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
