import { useReducer, useState, type ReactNode } from 'react';
import { apiHref } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import type { PublicUser } from '../../schemas/user.ts';
import DashboardHeader from '../dashboard/DashboardHeader.tsx';
import LoadError from '../ui/LoadError.tsx';
import { withReading } from '../data/reading.tsx';
import LoadingScreen from '../dashboard/LoadingScreen.tsx';
import type { DashboardCopy, PortalHeaderCopy } from '../dashboard/copy.ts';
import { useSignedInUser } from '../dashboard/use-dashboard.ts';
import AccountSection from './AccountSection.tsx';
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

/** The member's own account: a full-screen spinner until they are known (or gone to /auth), then the page. */
function AccountPage({ copy, dashboard, logo }: AccountPageProps) {
  const state = useSignedInUser();
  if (state.status === 'loading') return <LoadingScreen label={copy.loading} />;
  if (state.status === 'error') return <LoadError text={dashboard.loadError.text} />;
  return <Account initialUser={state.user} copy={copy} header={dashboard.header} logo={logo} />;
}

interface AccountProps {
  initialUser: PublicUser;
  copy: AccountCopy;
  header: PortalHeaderCopy;
  logo: ReactNode;
}

function Account({ initialUser, copy, header, logo }: AccountProps) {
  const [user, setUser] = useState(initialUser);
  // Bumped when sessions end elsewhere on the page (a new password), so the list reloads.
  const [sessionsVersion, sessionsChanged] = useReducer((n: number) => n + 1, 0);

  return (
    <>
      <DashboardHeader user={user} copy={header} link={copy.backLink} logo={logo} />
      <main id="main" className="page-container space-y-8 py-10 [&>*]:max-w-3xl">
        <div>
          <h1 className="text-h1 text-brand-navy">{copy.heading}</h1>
          <p className="mt-2 text-slate-700">{copy.intro}</p>
        </div>
        <ProfileForm user={user} copy={copy} onSaved={(profile) => setUser(profile)} />
        <PasswordForm copy={copy} onChanged={sessionsChanged} />
        <PasskeysSection copy={copy} />
        <TwoFactorSection copy={copy} />
        <SessionList copy={copy} version={sessionsVersion} />
        <AccountSection id="data" heading={copy.data.heading} intro={copy.data.intro}>
          {/* A plain download: the browser saves the JSON the export answers with. */}
          <a href={apiHref(endpoints.accountExport, 'GET')} download className={primaryButton}>
            {copy.data.download}
          </a>
        </AccountSection>
        <DeleteAccount copy={copy} />
      </main>
    </>
  );
}

export default withReading(AccountPage);
