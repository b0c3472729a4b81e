import { useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { fill } from '../../lib/template.ts';
import type { AccountSession, SessionsEnded } from '../../schemas/account.ts';
import { toast } from '../../stores/toasts.ts';
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
      await apiRequest('DELETE', `/api/account/sessions/${encodeURIComponent(session.id)}`);
      return labels.endedText;
    });
  const endOthers = () =>
    run(async () => {
      const { ended } = await apiRequest<SessionsEnded>('DELETE', '/api/account/sessions');
      return fill(labels.endedOthersText, { count: ended });
    });

  const others = state.status === 'ready' ? state.sessions.filter((s) => !s.current).length : 0;
  return (
    <AccountSection id="sessions" heading={labels.heading} intro={labels.intro}>
      <div aria-busy={state.status === 'loading' || pending}>
        {state.status === 'loading' && <p className="text-slate-600">{labels.loading}</p>}
        {state.status === 'failed' && <p className="text-red-700">{state.message}</p>}
        {state.status === 'ready' && (
          <ul className="divide-y divide-slate-200">
            {state.sessions.map((session) => (
              <SessionItem key={session.id} session={session} copy={labels} pending={pending} onEnd={endOne} />
            ))}
          </ul>
        )}
      </div>
      {others > 0 && (
        <button type="button" onClick={endOthers} disabled={pending} className={`${secondaryButton} mt-4`}>
          {pending ? labels.pending : labels.signOutOthers}
        </button>
      )}
    </AccountSection>
  );
}
