import type { PageData } from '../../content.config.ts';
import type { PortalHeaderCopy } from '../dashboard/copy.ts';

/** src/content/pages/questionnaire.yaml, without its SEO and the choices' labels (passed as `options`). */
export type QuestionnaireCopy = Omit<PageData<'questionnaire'>, 'page' | 'seo' | 'options'>;
export type StepCopy = QuestionnaireCopy['steps'];
/** src/content/pages/questionnaire-result.yaml, without its SEO and the composition's wording. */
export type ResultCopy = Omit<PageData<'questionnaire-result'>, 'page' | 'seo' | 'composition'>;
/** The member header, as on the dashboard. */
export type MemberHeaderCopy = PortalHeaderCopy;
