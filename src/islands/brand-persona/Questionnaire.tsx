import type { ReactNode } from 'react';
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/member.ts';
import { QUESTIONNAIRE_PATH } from '../../lib/brand-persona/paths.ts';
import type { PersonaOptions } from '../../lib/brand-persona/types.ts';
import { fill } from '../../lib/template.ts';
import { formatDate } from '../ui/dates.ts';
import LoadError from '../ui/LoadError.tsx';
import { withReading } from '../data/reading.tsx';
import LoadingScreen from '../dashboard/LoadingScreen.tsx';
import type { MemberHeaderCopy, QuestionnaireCopy } from './copy.ts';
import MemberPage from './MemberPage.tsx';
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

/** /questionnaire: the member's draft, resumed at its step (on any device), or a new one. */
function Questionnaire({ copy, options, header, logo }: QuestionnaireProps) {
  const page = useMemberData(QUESTIONNAIRE_PATH, loadState);
  if (page.status === 'loading') return <LoadingScreen label={copy.loading} />;
  if (page.status === 'error') return <LoadError text={copy.loadError.text} />;
  const { draft, versions } = page.data;
  const latest = versions[0];

  return (
    <MemberPage user={page.user} header={header} backLink={copy.backLink} logo={logo}>
      <h1 className="mt-6 text-h1 text-brand-navy">{copy.heading}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{copy.intro}</p>
      {!draft && latest && (
        <p className="mt-4 rounded-md bg-brand-teal/10 px-4 py-3 text-slate-800">
          {fill(copy.completedNotice, { date: formatDate(latest.submittedAt) })}{' '}
          <a href={copy.viewResult.href} className="font-semibold text-brand-ocean underline">
            {copy.viewResult.label}
          </a>
        </p>
      )}
      <QuestionnaireSteps draft={draft} copy={copy} options={options} />
    </MemberPage>
  );
}

export default withReading(Questionnaire);
