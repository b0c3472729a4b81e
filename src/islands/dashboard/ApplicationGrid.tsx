import { primaryButton } from '../ui/buttons.ts';
import type { BrandPersonaStatus } from '../../schemas/brand-persona-replies.ts';
import { BRAND_PERSONA_ID, brandPersonaLaunch } from './brand-persona-launch.ts';
import type { DashboardApplication, DashboardCopy } from './copy.ts';
import LaunchLink from './LaunchLink.tsx';
import Pending from '../ui/Pending.tsx';

interface ApplicationGridProps {
  applications: DashboardApplication[];
  copy: DashboardCopy['applications'];
  /** Where the member is with Brand Persona; undefined until the summary has loaded, null if it failed. */
  brandPersona: BrandPersonaStatus | null | undefined;
}

/**
 * 'Your Applications': a card per application with its Launch link (Brand Persona's with its status, whose
 * line is held from the start so the cards do not grow when it arrives).
 */
export default function ApplicationGrid({ applications, copy, brandPersona }: ApplicationGridProps) {
  const persona = brandPersona && brandPersonaLaunch(brandPersona, copy.brandPersona);
  return (
    <section aria-labelledby="applications-heading">
      <h2 id="applications-heading" className="text-h2 text-brand-navy">
        {copy.heading}
      </h2>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <ul className="mt-6 card-grid [--card-gap:1.25rem] sm:[--cols:2] lg:[--cols:3]">
        {applications.map((application) => {
          const isPersona = application.id === BRAND_PERSONA_ID;
          const launch = isPersona ? persona : undefined;
          return (
            <li key={application.id} className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              {application.earlyAccess && (
                <p className="mb-2 w-fit rounded-full bg-brand-gold px-3 py-0.5 text-small font-semibold text-brand-navy">
                  {copy.earlyAccess}
                </p>
              )}
              <h3 className="text-h3 text-brand-navy">{application.name}</h3>
              <p className="mt-2 flex-1 text-small text-slate-700">{application.description}</p>
              {application.detail && (
                <p className="mt-3 text-small font-semibold text-brand-ocean">{application.detail}</p>
              )}
              {isPersona && (
                <p className="mt-3 text-small font-semibold text-brand-ocean" aria-busy={brandPersona === undefined}>
                  {launch ? launch.status : brandPersona === undefined ? <Pending width="w-[16ch]" /> : '\u00a0'}
                </p>
              )}
              <LaunchLink
                application={launch ? { ...application, url: launch.href } : application}
                srSuffix={application.isInternal ? application.name : `${application.name} ${copy.newTabNote}`}
                className={`mt-4 ${primaryButton}`}
              >
                {copy.launch}
              </LaunchLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
