import { useState } from 'react';
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import { fillCounted } from '../../lib/template.ts';
import type { AccountSession } from '../../schemas/account.ts';
import { toast } from '../../stores/toasts.ts';
import ReadStatus from '../data/ReadStatus.tsx';
import AccountSection from './AccountSection.tsx';
import SessionItem from './SessionItem.tsx';
import { secondaryButton } from '../ui/buttons.ts';
import { type AccountCopy } from './copy.ts';
import { reportFailure } from './signed-out.ts';
import { useSessions } from './use-sessions.ts';

/** Where the member is signed in, with Sign out for each other browser and for all of them. */
export default function SessionList({ copy, version }: { copy: AccountCopy; version: number }) {
  const labels = copy.sessions;
  const { state, reload } = useSessions(version);
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<string>) => {
    setPending(true);
    try {
      toast({ title: labels.endedTitle, description: await action() });
    } catch (error) {
      reportFailure(copy.errorTitle, error);
    }
    await reload();
    setPending(false);
  };

  const endOne = (session: AccountSession) =>
    run(async () => {
      await api(endpoints.accountSession, 'DELETE', { params: { id: session.id } });
      return labels.endedText;
    });
  const endOthers = () =>
    run(async () => {
      const { ended } = await api(endpoints.accountSessions, 'DELETE');
      return fillCounted(labels.endedOthersText, ended, { count: ended });
    });

  const others = state.status === 'ready' ? state.sessions.filter((s) => !s.current).length : 0;
  return (
    <AccountSection id="sessions" heading={labels.heading} intro={labels.intro}>
      <div aria-busy={pending}>
        <ReadStatus
          status={state.status}
          loadingText={labels.loading}
          failedText={state.status === 'failed' ? state.message : ''}
          onRetry={() => void reload()}
        >
          {state.status === 'ready' && (
            <ul className="divide-y divide-slate-200">
              {state.sessions.map((session) => (
                <SessionItem key={session.id} session={session} copy={labels} pending={pending} onEnd={endOne} />
              ))}
            </ul>
          )}
        </ReadStatus>
      </div>
      {others > 0 && (
        <button type="button" onClick={endOthers} disabled={pending} className={`${secondaryButton} mt-4`}>
          {pending ? labels.pending : labels.signOutOthers}
        </button>
      )}
    </AccountSection>
  );
}
