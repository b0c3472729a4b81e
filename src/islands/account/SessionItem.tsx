import { fill } from '../../lib/template.ts';
import type { AccountSession } from '../../schemas/account.ts';
import { formatDateTime } from '../ui/dates.ts';
import { secondaryButton } from '../ui/buttons.ts';
import { type AccountCopy } from './copy.ts';

interface SessionItemProps {
  session: AccountSession;
  copy: AccountCopy['sessions'];
  pending: boolean;
  onEnd: (session: AccountSession, device: string) => void;
}

/** One browser: what it is, from where, since when; Sign out unless it is this one. */
export default function SessionItem({ session, copy, pending, onEnd }: SessionItemProps) {
  const device = fill(copy.device, {
    browser: session.browser ?? copy.unknownBrowser,
    os: session.os ?? copy.unknownOs,
  });
  return (
    <li className="flex flex-wrap items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {device}
          {session.current && (
            <span className="ml-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-caption font-semibold whitespace-nowrap text-emerald-900">
              {copy.current}
            </span>
          )}
        </p>
        <p className="mt-1 text-small text-slate-700">
          <time dateTime={session.signedInAt}>{fill(copy.signedIn, { date: formatDateTime(session.signedInAt) })}</time>
          {' · '}
          <time dateTime={session.lastActiveAt}>
            {fill(copy.lastActive, { date: formatDateTime(session.lastActiveAt) })}
          </time>
          {session.ipAddress && ` · ${fill(copy.network, { ip: session.ipAddress })}`}
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          aria-label={fill(copy.signOutFor, { device })}
          disabled={pending}
          onClick={() => onEnd(session, device)}
          className={secondaryButton}
        >
          {copy.signOut}
        </button>
      )}
    </li>
  );
}
