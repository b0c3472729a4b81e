import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { isCeremonyCancelled, withFactor } from '../../lib/passkeys.ts';
import { fill } from '../../lib/template.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import type { Passkey } from '../../schemas/passkeys.ts';
import { toast } from '../../stores/toasts.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import TextField from '../ui/TextField.tsx';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons.ts';
import { formatDate } from '../ui/dates.ts';
import type { AccountCopy } from './copy.ts';
import PasskeyConfirmFields from './PasskeyConfirmFields.tsx';
import { leaveIfSignedOut } from './signed-out.ts';

interface PasskeyItemProps {
  passkey: Passkey;
  copy: AccountCopy;
  /** Whether the code app is on: a code may confirm the removal instead of a passkey. */
  codeApp: boolean;
  onChange: () => void;
}

/** One passkey: its name, when it was added and last used, synced or not; renaming and removing it. */
export default function PasskeyItem({ passkey, copy, codeApp, onChange }: PasskeyItemProps) {
  const labels = copy.passkeys;
  const [editing, setEditing] = useState<'rename' | 'remove' | null>(null);
  const params = { id: passkey.id };
  const done = (title: string) => () => {
    toast({ title, description: passkey.name });
    setEditing(null);
    onChange();
  };
  const rename = useFormSubmit({
    schema: () => import('../../schemas/passkeys.ts').then((m) => m.passkeyRenameSchema),
    send: (input) => api(endpoints.accountPasskey, 'PATCH', { params, body: input }),
    onSuccess: () => {
      setEditing(null);
      onChange();
    },
    failureTitle: copy.errorTitle,
    onFailure: leaveIfSignedOut,
  });
  const remove = useFormSubmit({
    schema: () => import('../../schemas/passkeys.ts').then((m) => m.passkeyConfirmFormSchema),
    send: async (input) => api(endpoints.accountPasskey, 'DELETE', { params, body: await withFactor(input, true) }),
    onSuccess: done(labels.removedTitle),
    failureTitle: copy.errorTitle,
    onFailure: (error) => {
      if (!isCeremonyCancelled(error)) return leaveIfSignedOut(error);
      toast({ title: copy.errorTitle, description: labels.removeCancelled });
      return true;
    },
  });
  const field = `passkey-${passkey.id}`;

  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{passkey.name}</p>
          <p className="text-small text-slate-700">
            {fill(labels.created, { date: formatDate(passkey.createdAt) })} ·{' '}
            {passkey.lastUsedAt ? fill(labels.lastUsed, { date: formatDate(passkey.lastUsedAt) }) : labels.neverUsed} ·{' '}
            {passkey.synced ? labels.synced : labels.thisDevice}
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" className={secondaryButton} onClick={() => setEditing('rename')}>
            {labels.rename}
            <span className="sr-only"> {passkey.name}</span>
          </button>
          <button type="button" className={secondaryButton} onClick={() => setEditing('remove')}>
            {labels.remove}
            <span className="sr-only"> {passkey.name}</span>
          </button>
        </div>
      </div>
      {editing === 'rename' && (
        <form method="post" noValidate onSubmit={rename.onSubmit} onInput={rename.onInput} className="space-y-3">
          <TextField
            id={`${field}-name`}
            name="name"
            label={labels.nameLabel}
            defaultValue={passkey.name}
            maxLength={64}
            error={rename.errors.name}
            autoFocus
          />
          <FormActions
            label={labels.save}
            pending={rename.pending}
            className={primaryButton}
            cancel={labels.cancel}
            onCancel={() => setEditing(null)}
          />
        </form>
      )}
      {editing === 'remove' && (
        <form method="post" noValidate onSubmit={remove.onSubmit} onInput={remove.onInput} className="space-y-3">
          <p className="text-small text-slate-700">{labels.removeIntro}</p>
          <PasskeyConfirmFields
            copy={copy}
            mode={codeApp ? 'code-or-passkey' : 'passkey'}
            id={`${field}-code`}
            errors={remove.errors}
          />
          <FormActions
            label={labels.confirmRemove}
            pending={remove.pending}
            className={dangerButton}
            cancel={labels.cancel}
            onCancel={() => setEditing(null)}
          />
        </form>
      )}
    </li>
  );
}

/** A form's submit button beside Cancel, shared by the rename and remove forms. */
function FormActions(props: {
  label: string;
  pending: boolean;
  className: string;
  cancel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      <button type="submit" disabled={props.pending} className={props.className}>
        {props.label}
      </button>
      <button type="button" className={secondaryButton} onClick={props.onCancel}>
        {props.cancel}
      </button>
    </div>
  );
}
