import type { ReactNode } from 'react';
import AdminPanels from './AdminPanels.tsx';
import { fill } from '../../lib/template.ts';
import ApplicationGrid from './ApplicationGrid.tsx';
import DashboardHeader from './DashboardHeader.tsx';
import HighlightCard from './HighlightCard.tsx';
import LoadError from '../ui/LoadError.tsx';
import { withReading } from '../data/reading.tsx';
import LoadingScreen from './LoadingScreen.tsx';
import StatCards from './StatCards.tsx';
import { type DashboardApplication, type DashboardCopy, type DashboardHighlight } from './copy.ts';
import { useSignedInUser, useSummary } from './use-dashboard.ts';

export interface DashboardProps {
  copy: DashboardCopy;
  applications: DashboardApplication[];
  highlight: DashboardHighlight;
  /** The portal header's logo (an Astro slot: static HTML). */
  logo?: ReactNode;
}

/** The member dashboard: a full-screen spinner until the member is known, then their portal. */
function Dashboard({ copy, applications, highlight, logo }: DashboardProps) {
  const state = useSignedInUser();
  const summary = useSummary(state.status === 'ready', copy.users.toasts.errorTitle);
  if (state.status === 'loading') return <LoadingScreen label={copy.loading} />;
  if (state.status === 'error') return <LoadError text={copy.loadError.text} />;
  const { user } = state;
  const firstName = user.firstName.trim() || copy.welcome.fallbackName;

  return (
    <>
      <DashboardHeader user={user} copy={copy.header} link={copy.header.accountLink} logo={logo} />
      <main id="main" className="page-container space-y-10 py-10">
        <div>
          <h1 className="text-h1 text-brand-navy">{fill(copy.welcome.heading, { firstName })}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">{copy.welcome.text}</p>
        </div>
        <StatCards copy={copy.stats} applicationCount={applications.length} summary={summary} />
        <HighlightCard highlight={highlight} newTabNote={copy.applications.newTabNote} />
        <ApplicationGrid applications={applications} copy={copy.applications} brandPersona={summary?.brandPersona} />
        <AdminPanels user={user} copy={copy} />
      </main>
    </>
  );
}

export default withReading(Dashboard);
