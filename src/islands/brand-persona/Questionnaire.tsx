import type { ReactNode } from 'react';
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/member.ts';
import { QUESTIONNAIRE_PATH } from '../../lib/brand-persona/paths.ts';
import type { PersonaOptions } from '../../lib/brand-persona/types.ts';
import { fill } from '../../lib/template.ts';
import { formatDate } from '../ui/dates.ts';
import LoadError from '../ui/LoadError.tsx';
import { withReading } from '../data/reading.tsx';
import type { MemberHeaderCopy, QuestionnaireCopy } from './copy.ts';
import MemberPage from './MemberPage.tsx';
import LoadingNote from '../ui/LoadingNote.tsx';
import QuestionnaireSteps from './QuestionnaireSteps.tsx';
import { useMemberData } from './use-member-data.ts';

export interface QuestionnaireProps {
  copy: QuestionnaireCopy;
  options: PersonaOptions;
  header: MemberHeaderCopy;
  /** The portal header's logo (an Astro slot: static HTML). */
  logo?: ReactNode;
}

const loadState = () => api(endpoints.memberBrandPersona, 'GET');

/**
 * /questionnaire: the member's draft, resumed at its step (on any device), or a new one. Until it has
 * loaded (and so in the static HTML) the page is its frame, heading and introduction; the steps follow.
 */
function Questionnaire({ copy, options, header, logo }: QuestionnaireProps) {
  const page = useMemberData(QUESTIONNAIRE_PATH, loadState);
  if (page.status === 'error') return <LoadError text={copy.loadError.text} />;
  const ready = page.status === 'ready';
  const draft = ready ? page.data.draft : null;
  const latest = ready ? page.data.versions[0] : undefined;

  return (
    <MemberPage user={ready ? page.user : undefined} header={header} backLink={copy.backLink} logo={logo}>
      <h1 className="mt-6 text-h1 text-brand-navy">{copy.heading}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{copy.intro}</p>
      {!ready && <LoadingNote text={copy.loading} />}
      {ready && !draft && latest && (
        <p className="mt-4 rounded-md bg-brand-teal/10 px-4 py-3 text-slate-800">
          {fill(copy.completedNotice, { date: formatDate(latest.submittedAt) })}{' '}
          <a href={copy.viewResult.href} className="font-semibold text-brand-ocean underline">
            {copy.viewResult.label}
          </a>
        </p>
      )}
      {ready && <QuestionnaireSteps draft={draft} copy={copy} options={options} />}
    </MemberPage>
  );
}

export default withReading(Questionnaire);
