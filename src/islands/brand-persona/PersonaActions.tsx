import { useState } from 'react';
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/member.ts';
import { consultantHref } from '../../lib/brand-persona/consultant.ts';
import { markdownFileName, personaMarkdown } from '../../lib/brand-persona/markdown.ts';
import { QUESTIONNAIRE_PATH, RESULT_PATH } from '../../lib/brand-persona/paths.ts';
import type { CompositionCopy, Persona, PersonaHeadings } from '../../lib/brand-persona/types.ts';
import { goTo } from '../../lib/navigation.ts';
import { fill } from '../../lib/template.ts';
import { PERSONA_STEP_COUNT } from '../../schemas/brand-persona-options.ts';
import type { PersonaDraft } from '../../schemas/brand-persona-replies.ts';
import { toastFailure } from '../../stores/toasts.ts';
import type { ResultCopy } from './copy.ts';
import { downloadText } from './download.ts';
import { leaveIfSignedOut } from './use-member-data.ts';

interface Props {
  persona: Persona;
  version: number;
  /** 'Version 2, submitted 22 Nov 2026': the Markdown's subtitle. */
  versionLine: string;
  draft: PersonaDraft | null;
  copy: ResultCopy;
  headings: PersonaHeadings;
  and: CompositionCopy['and'];
}

const button =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-small font-semibold disabled:cursor-wait disabled:opacity-80';
const primary = `${button} bg-brand-navy text-white hover:bg-brand-ocean`;
const secondary = `${button} border border-brand-navy bg-white text-brand-navy hover:bg-slate-100`;

/** Print, download, discuss with a consultant, and start a new draft from these answers. */
export default function PersonaActions({ persona, version, versionLine, draft, copy, headings, and }: Props) {
  const [reopening, setReopening] = useState(false);
  const { actions } = copy;
  const draftStep = { step: draft?.step ?? 1, total: PERSONA_STEP_COUNT };

  const download = () =>
    downloadText(
      markdownFileName(persona, version),
      personaMarkdown(persona, headings, versionLine),
      'text/markdown;charset=utf-8',
    );

  const editAnswers = async () => {
    setReopening(true);
    try {
      await api(endpoints.memberBrandPersonaReopen, 'POST', { params: { version } });
      goTo(QUESTIONNAIRE_PATH);
    } catch (error) {
      if (leaveIfSignedOut(error, RESULT_PATH)) return;
      setReopening(false);
      toastFailure(actions.editFailedTitle, error);
    }
  };

  return (
    <section aria-label={actions.label} className="mt-6 rounded-xl bg-slate-100 p-4 print:hidden">
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => window.print()} className={primary}>
          {actions.print}
        </button>
        <button type="button" onClick={download} className={secondary}>
          {actions.download}
        </button>
        <a href={consultantHref(persona, copy.consultantMessage, and)} className={secondary}>
          {actions.discuss}
        </a>
        <button
          type="button"
          onClick={editAnswers}
          disabled={reopening}
          aria-describedby="persona-edit-hint"
          className={secondary}
        >
          {reopening ? actions.editing : actions.edit}
        </button>
      </div>
      <p id="persona-edit-hint" className="mt-3 text-small text-slate-700">
        {actions.editHint} {draft && fill(actions.replacesDraft, draftStep)}
      </p>
      {draft && (
        <a href={QUESTIONNAIRE_PATH} className="mt-2 inline-block text-small font-semibold text-brand-ocean underline">
          {fill(actions.continueDraft, draftStep)}
        </a>
      )}
    </section>
  );
}
