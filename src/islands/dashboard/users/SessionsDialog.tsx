import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import { fill } from '../../../lib/template.ts';
import ReadStatus from '../../data/ReadStatus.tsx';
import { useApiData } from '../../data/use-api-data.ts';
import { formatDateTime } from '../../ui/dates.ts';
import DialogActions from '../../ui/DialogActions.tsx';
import Modal from '../../ui/Modal.tsx';
import { toast, toastFailure } from '../../../stores/toasts.ts';
import type { UserDialogProps } from './use-users.ts';

/** Where a user is signed in, and Sign out everywhere. */
export default function SessionsDialog({ target, onClose, copy }: Omit<UserDialogProps, 'refresh'>) {
  const labels = copy.sessionsDialog;
  const [pending, setPending] = useState(false);
  const userId = target?.id ?? '';
  const { state, reload, update } = useApiData(
    () => api(endpoints.adminUserSessions, 'GET', { params: { userId } }),
    { enabled: userId !== '', loadingOnReload: true },
    [userId],
  );

  async function endAll() {
    setPending(true);
    try {
      const { ended } = await api(endpoints.adminUserSessions, 'DELETE', { params: { userId } });
      toast({ title: copy.toasts.sessionsEndedTitle, description: fill(copy.toasts.sessionsEndedText, { ended }) });
      update(() => []);
    } catch (error) {
      toastFailure(copy.toasts.errorTitle, error);
    } finally {
      setPending(false);
    }
  }

  const name = target ? `${target.firstName} ${target.lastName}` : '';
  return (
    <Modal
      open={target !== null}
      onClose={() => !pending && onClose()}
      title={fill(labels.title, { name })}
      description={labels.description}
    >
      {/* A list that cannot be read says so, with Retry; ending every session still works. */}
      <ReadStatus
        status={state.status}
        loadingText={labels.loading}
        failedText={labels.fetchFailed}
        onRetry={() => void reload()}
      >
        {state.status === 'ready' && state.data.length === 0 && (
          <p className="text-sm text-slate-700">{labels.empty}</p>
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <ul className="space-y-2">
            {state.data.map((session) => (
              <li key={session.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="font-medium text-slate-900">
                  {[session.browser, session.os].filter(Boolean).join(', ') || labels.unknownBrowser}
                </p>
                <p className="text-slate-700">
                  {fill(labels.signedIn, { date: formatDateTime(session.signedInAt) })},{' '}
                  {fill(labels.lastActive, { date: formatDateTime(session.lastActiveAt) })}
                  {session.ipAddress && `, ${fill(labels.network, { ip: session.ipAddress })}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ReadStatus>
      <DialogActions
        cancelLabel={labels.close}
        onCancel={onClose}
        pending={pending}
        label={labels.endAll}
        pendingLabel={labels.pending}
        onConfirm={() => void endAll()}
        danger
      />
    </Modal>
  );
}
