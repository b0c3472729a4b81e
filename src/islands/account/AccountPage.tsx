import { useReducer, useState, type ReactNode } from 'react';
import { apiHref } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import type { PublicUser } from '../../schemas/user.ts';
import DashboardHeader from '../dashboard/DashboardHeader.tsx';
import LoadError from '../ui/LoadError.tsx';
import { withReading } from '../data/reading.tsx';
import LoadingNote from '../ui/LoadingNote.tsx';
import type { DashboardCopy } from '../dashboard/copy.ts';
import { useSignedInUser } from '../dashboard/use-dashboard.ts';
import AccountSection from './AccountSection.tsx';
import BriefingsSection from './BriefingsSection.tsx';
import DeleteAccount from './DeleteAccount.tsx';
import PasskeysSection from './PasskeysSection.tsx';
import PasswordForm from './PasswordForm.tsx';
import ProfileForm from './ProfileForm.tsx';
import SessionList from './SessionList.tsx';
import TwoFactorSection from './TwoFactorSection.tsx';
import { primaryButton } from '../ui/buttons.ts';
import { type AccountCopy } from './copy.ts';

interface AccountPageProps {
  copy: AccountCopy;
  /** The portal header and the load error, as on the dashboard. */
  dashboard: Pick<DashboardCopy, 'header' | 'loadError'>;
  /** The portal header's logo (an Astro slot: static HTML). */
  logo?: ReactNode;
}

/**
 * The member's own account. Until the member is known (and so in the static HTML) it is the page's frame and
 * every section with its heading and copy; what is the member's (their names and address, two-factor state,
 * sessions) fills in once they are known, or the page leaves for /auth.
 */
function AccountPage({ copy, dashboard, logo }: AccountPageProps) {
  const state = useSignedInUser();
  // The profile as last saved on this page, over the one read at the start.
  const [saved, setSaved] = useState<PublicUser | null>(null);
  // Bumped when sessions end elsewhere on the page (a new password), so the list reloads.
  const [sessionsVersion, sessionsChanged] = useReducer((n: number) => n + 1, 0);
  // The second factors the account has, as its sections read them: adding another needs one of them.
  const [passkeyCount, setPasskeyCount] = useState(0);
  const [codeApp, setCodeApp] = useState<boolean | null>(null);
  // What confirms a change that needs a second factor, by what the account has (none: the password alone).
  const factor = codeApp ? (passkeyCount > 0 ? 'code-or-passkey' : 'code') : passkeyCount > 0 ? 'passkey' : null;
  const user = saved ?? (state.status === 'ready' ? state.user : undefined);

  return (
    <>
      <DashboardHeader user={user} copy={dashboard.header} link={copy.backLink} logo={logo} />
      <main id="main" className="page-container space-y-8 py-10 [&>*]:max-w-3xl">
        <div>
          <h1 className="text-h1 text-brand-navy">{copy.heading}</h1>
          <p className="mt-2 text-slate-700">{copy.intro}</p>
          {state.status === 'error' ? (
            <LoadError text={dashboard.loadError.text} />
          ) : (
            !user && <LoadingNote text={copy.loading} />
          )}
        </div>
        <ProfileForm user={user} copy={copy} onSaved={setSaved} />
        <PasswordForm copy={copy} factor={factor} onChanged={sessionsChanged} />
        <PasskeysSection copy={copy} enabled={Boolean(user)} codeApp={codeApp} onCount={setPasskeyCount} />
        <TwoFactorSection copy={copy} enabled={Boolean(user)} hasPasskeys={passkeyCount > 0} onStatus={setCodeApp} />
        <SessionList copy={copy} version={sessionsVersion} enabled={Boolean(user)} />
        <BriefingsSection copy={copy} enabled={Boolean(user)} />
        <AccountSection id="data" heading={copy.data.heading} intro={copy.data.intro}>
          {/* A plain download: the browser saves the JSON the export answers with. */}
          <a href={apiHref(endpoints.accountExport, 'GET')} download className={primaryButton}>
            {copy.data.download}
          </a>
        </AccountSection>
        <DeleteAccount copy={copy} factor={factor} />
      </main>
    </>
  );
}

export default withReading(AccountPage);
