import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import ApplicationGrid from './ApplicationGrid.tsx';
import DashboardHeader from './DashboardHeader.tsx';
import HighlightCard from './HighlightCard.tsx';
import LoadError from '../ui/LoadError.tsx';
import { withReading } from '../data/reading.tsx';
import Pending from '../ui/Pending.tsx';
import LoadingNote from '../ui/LoadingNote.tsx';
import StatCards from './StatCards.tsx';
import YourActivity from './activity/YourActivity.tsx';
import {
  type DashboardApplication,
  type DashboardHighlight,
  type EarlyAccessShape,
  type MemberDashboardCopy,
} from './copy.ts';
import { useSignedInUser, useSummary } from './use-dashboard.ts';

// The administrators' panels (user management, audit log, enquiries) load only for an administrator.
const AdminPanels = lazy(() => import('./AdminPanels.tsx'));

export interface DashboardProps {
  copy: MemberDashboardCopy;
  /** Every application the public may know of (the static HTML's cards). */
  applications: DashboardApplication[];
  /** The early-access applications' shapes: their cards come with the member's summary. */
  earlyAccessShapes: EarlyAccessShape[];
  highlight: DashboardHighlight;
  /** The portal header's logo (an Astro slot: static HTML). */
  logo?: ReactNode;
  /** The latest members-only briefings (an Astro slot: static HTML, the same for every member). */
  briefings?: ReactNode;
}

/**
 * The member dashboard. Until the member is known (and so in the static HTML) it is the whole portal
 * without the member: their name, details and counts hold their space; then they fill in, and an
 * administrator's panels follow the applications.
 */
function Dashboard({ copy, applications, earlyAccessShapes, highlight, logo, briefings }: DashboardProps) {
  const state = useSignedInUser();
  const summary = useSummary(state.status === 'ready', copy.errorTitle);
  const user = state.status === 'ready' ? state.user : undefined;
  const earlyAccess = summary === null ? null : summary?.earlyAccess;
  // Every card the member may launch, early access included once known (to name them in charts).
  const launchable = useMemo(() => [...applications, ...(earlyAccess ?? [])], [applications, earlyAccess]);
  const [before, after = ''] = copy.welcome.heading.split('{firstName}');

  return (
    <>
      <DashboardHeader user={user} copy={copy.header} link={copy.header.accountLink} logo={logo} />
      <main id="main" className="page-container space-y-10 py-10">
        <div>
          <h1 className="text-h1 text-brand-navy" aria-busy={!user}>
            {before}
            {/* On a phone the name has a line of its own, known or not, so the heading is as tall before the
                member fills in as after, whatever the name's length (no shift below it). Copy after the name
                comes with it, so nothing already painted moves along as the name fills in. */}
            <span className="block sm:inline">
              {user ? `${user.firstName.trim() || copy.welcome.fallbackName}${after}` : <Pending width="w-[4ch]" />}
            </span>
          </h1>
          <p className="mt-2 max-w-3xl text-slate-700">{copy.welcome.text}</p>
          {state.status === 'error' ? (
            <LoadError text={copy.loadError.text} />
          ) : (
            !user && <LoadingNote text={copy.loading} />
          )}
        </div>
        <StatCards
          copy={copy.stats}
          applicationCount={applications.length + earlyAccessShapes.length}
          summary={summary}
        />
        <HighlightCard highlight={highlight} newTabNote={copy.applications.newTabNote} />
        {briefings}
        <ApplicationGrid
          applications={applications}
          earlyAccess={earlyAccess}
          earlyAccessShapes={earlyAccessShapes}
          copy={copy.applications}
          brandPersona={summary === null ? null : summary?.brandPersona}
        />
        <YourActivity signedIn={Boolean(user)} applications={launchable} copy={copy.activity} charts={copy.charts} />
        {user?.role === 'admin' && (
          <Suspense fallback={null}>
            <AdminPanels user={user} charts={copy.charts} loadError={copy.loadError} applications={launchable} />
          </Suspense>
        )}
      </main>
    </>
  );
}

export default withReading(Dashboard);
