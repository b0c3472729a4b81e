// The Brand Persona card: its status line, and where Launch goes (the questionnaire, or the result once
// it is completed and no new draft is in progress).
import { QUESTIONNAIRE_PATH, RESULT_PATH } from '../../lib/brand-persona/paths.ts';
import { fill } from '../../lib/template.ts';
import { PERSONA_STEP_COUNT } from '../../schemas/brand-persona-options.ts';
import type { BrandPersonaStatus } from '../../schemas/brand-persona-replies.ts';
import type { DashboardCopy } from './copy.ts';
import { formatDate } from '../ui/dates.ts';

export const BRAND_PERSONA_ID = 'brand-persona';

export interface CardLaunch {
  status: string;
  href: string;
}

export function brandPersonaLaunch(
  persona: BrandPersonaStatus,
  copy: DashboardCopy['applications']['brandPersona'],
  locale?: string,
): CardLaunch {
  switch (persona.status) {
    case 'not-started':
      return { status: copy.notStarted, href: QUESTIONNAIRE_PATH };
    case 'in-progress':
      return {
        status: fill(copy.inProgress, { step: persona.step, total: PERSONA_STEP_COUNT }),
        href: QUESTIONNAIRE_PATH,
      };
    case 'completed':
      return { status: fill(copy.completed, { date: formatDate(persona.submittedAt, locale) }), href: RESULT_PATH };
  }
}
