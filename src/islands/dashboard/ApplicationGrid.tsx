import { primaryButton } from '../ui/buttons.ts';
import type { BrandPersonaStatus } from '../../schemas/brand-persona-replies.ts';
import { BRAND_PERSONA_ID, brandPersonaLaunch } from './brand-persona-launch.ts';
import type { DashboardApplication, DashboardCopy, EarlyAccessShape } from './copy.ts';
import LaunchLink from './LaunchLink.tsx';
import Pending from '../ui/Pending.tsx';

interface ApplicationGridProps {
  applications: DashboardApplication[];
  /** The early-access applications' cards: undefined until the member's summary has loaded, null if it failed. */
  earlyAccess: DashboardApplication[] | null | undefined;
  /** Their shapes, holding their space until then. */
  earlyAccessShapes: EarlyAccessShape[];
  copy: DashboardCopy['applications'];
  /** Where the member is with Brand Persona; undefined until the summary has loaded, null if it failed. */
  brandPersona: BrandPersonaStatus | null | undefined;
}

const card = 'flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
const badge = 'mb-2 w-fit rounded-full bg-brand-gold px-3 py-0.5 text-small font-semibold text-brand-navy';
const detailLine = 'mt-3 text-small font-semibold text-brand-ocean';

/**
 * 'Your Applications': a card per application with its Launch link (Brand Persona's with its status, whose
 * line is held from the start so the cards do not grow when it arrives). Early-access applications follow,
 * from the member's summary; until it arrives each holds its card's shape, its words as blank bars.
 */
export default function ApplicationGrid({
  applications,
  earlyAccess,
  earlyAccessShapes,
  copy,
  brandPersona,
}: ApplicationGridProps) {
  const persona = brandPersona && brandPersonaLaunch(brandPersona, copy.brandPersona);
  return (
    <section aria-labelledby="applications-heading">
      <h2 id="applications-heading" className="text-h2 text-brand-navy">
        {copy.heading}
      </h2>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <ul className="mt-6 card-grid [--card-gap:1.25rem] sm:[--cols:2] lg:[--cols:3]">
        {[...applications, ...(earlyAccess ?? [])].map((application) => {
          const isPersona = application.id === BRAND_PERSONA_ID;
          const launch = isPersona ? persona : undefined;
          return (
            <li key={application.id} className={card}>
              {application.earlyAccess && <p className={badge}>{copy.earlyAccess}</p>}
              <h3 className="text-h3 text-brand-navy">{application.name}</h3>
              <p className="mt-2 flex-1 text-small text-slate-700">{application.description}</p>
              {application.detail && <p className={detailLine}>{application.detail}</p>}
              {isPersona && (
                <p className={detailLine} aria-busy={brandPersona === undefined}>
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
        {earlyAccess === undefined &&
          earlyAccessShapes.map((shape, index) => (
            <li key={index} className={card} aria-hidden="true" data-nosnippet data-early-access-shape>
              <p className={badge}>{copy.earlyAccess}</p>
              <h3 className="text-h3 text-brand-navy">
                <span className="redacted">{shape.name}</span>
              </h3>
              <p className="mt-2 flex-1 text-small text-slate-700">
                <span className="redacted">{shape.description}</span>
              </p>
              {shape.detail && (
                <p className={detailLine}>
                  <span className="redacted">{shape.detail}</span>
                </p>
              )}
              <span className={`mt-4 ${primaryButton} invisible`}>{copy.launch}</span>
            </li>
          ))}
      </ul>
    </section>
  );
}
