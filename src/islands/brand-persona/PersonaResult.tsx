import type { ReactNode } from 'react';
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/member.ts';
import { composePersona } from '../../lib/brand-persona/compose.ts';
import { RESULT_PATH, VERSION_PARAM, resultHref } from '../../lib/brand-persona/paths.ts';
import type { CompositionCopy, PersonaOptions } from '../../lib/brand-persona/types.ts';
import { fill } from '../../lib/template.ts';
import type { BrandPersonaState, PersonaVersion } from '../../schemas/brand-persona-replies.ts';
import { formatDate } from '../ui/dates.ts';
import LoadError from '../ui/LoadError.tsx';
import { withReading } from '../data/reading.tsx';
import LoadingNote from '../ui/LoadingNote.tsx';
import type { MemberHeaderCopy, ResultCopy } from './copy.ts';
import MemberPage from './MemberPage.tsx';
import PersonaActions from './PersonaActions.tsx';
import PersonaSections from './PersonaSections.tsx';
import { useMemberData } from './use-member-data.ts';

export interface PersonaResultProps {
  copy: ResultCopy;
  options: PersonaOptions;
  composition: CompositionCopy;
  header: MemberHeaderCopy;
  /** The portal header's logo (an Astro slot: static HTML). */
  logo?: ReactNode;
}

interface ResultData {
  state: BrandPersonaState;
  /** The version shown: the one in the address, else the latest; null before the first submission. */
  shown: PersonaVersion | null;
  /** The version the address asked for when the member has no such version. */
  missing: string | null;
}

/** The member's versions, then the one the address names (?version=N) or the latest. */
async function loadResult(): Promise<ResultData> {
  const state = await api(endpoints.memberBrandPersona, 'GET');
  const requested = new URLSearchParams(window.location.search).get(VERSION_PARAM);
  const match = state.versions.find((v) => String(v.version) === requested);
  const chosen = match ?? state.versions[0];
  const shown = chosen
    ? await api(endpoints.memberBrandPersonaVersion, 'GET', { params: { version: chosen.version } })
    : null;
  return { state, shown, missing: requested !== null && !match && chosen ? requested : null };
}

/**
 * /questionnaire/result: the persona composed in the browser from a submitted version's answers. The
 * frame and its introduction come first (the static HTML); the persona follows under them once loaded.
 */
function PersonaResult({ copy, options, composition, header, logo }: PersonaResultProps) {
  const page = useMemberData(RESULT_PATH, loadResult);
  if (page.status === 'error') return <LoadError text={copy.loadError.text} />;
  const frame = { header, backLink: copy.backLink, logo };
  const intro = (
    <div className="print:hidden">
      <h1 className="mt-6 text-h1 text-brand-navy">{copy.heading}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{copy.intro}</p>
    </div>
  );
  if (page.status === 'loading') {
    return (
      <MemberPage user={undefined} {...frame}>
        {intro}
        <LoadingNote text={copy.loading} />
      </MemberPage>
    );
  }
  const { state, shown, missing } = page.data;

  if (!shown) {
    return (
      <MemberPage user={page.user} {...frame}>
        {intro}
        <h2 className="mt-10 text-h2 text-brand-navy">{copy.empty.heading}</h2>
        <p className="mt-2 text-slate-700">{copy.empty.text}</p>
        <a
          href={copy.empty.link.href}
          className="mt-6 inline-flex rounded-md bg-brand-navy px-5 py-2.5 font-semibold text-white hover:bg-brand-ocean"
        >
          {copy.empty.link.label}
        </a>
      </MemberPage>
    );
  }

  const persona = composePersona(shown.answers, options, composition);
  const versionLine = fill(copy.versionLine, { version: shown.version, date: formatDate(shown.submittedAt) });

  return (
    <MemberPage user={page.user} {...frame}>
      {intro}
      {missing && (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-amber-900 print:hidden">
          {fill(copy.versionNotFound, { version: missing })}
        </p>
      )}
      <h2 className="mt-10 text-h2 text-brand-navy print:mt-0 print:text-h1">
        {fill(copy.headings.title, { name: persona.name })}
      </h2>
      <p className="mt-1 text-slate-700">
        <time dateTime={shown.submittedAt}>{versionLine}</time>
      </p>
      <PersonaActions
        persona={persona}
        version={shown.version}
        versionLine={versionLine}
        draft={state.draft}
        copy={copy}
        headings={copy.headings}
        and={composition.and}
      />
      <PersonaSections persona={persona} headings={copy.headings} />
      <nav aria-labelledby="persona-versions" className="mt-8 print:hidden">
        <h2 id="persona-versions" className="text-h3 text-brand-navy">
          {copy.versions.heading}
        </h2>
        <ul className="mt-3 space-y-2">
          {state.versions.map(({ version, submittedAt }) => {
            const label = fill(copy.versions.item, { version, date: formatDate(submittedAt) });
            return (
              <li key={version}>
                {version === shown.version ? (
                  <a href={resultHref(version)} aria-current="page" className="font-semibold text-slate-900">
                    {label} <span className="font-normal text-slate-600">{copy.versions.current}</span>
                  </a>
                ) : (
                  <a href={resultHref(version)} className="text-brand-ocean underline hover:text-brand-navy">
                    {label}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </MemberPage>
  );
}

export default withReading(PersonaResult);
