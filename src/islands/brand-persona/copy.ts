import type { PageData } from '../../content.config.ts';

/** src/content/pages/questionnaire.yaml, without its SEO and the choices' labels (passed as `options`). */
export type QuestionnaireCopy = Omit<PageData<'questionnaire'>, 'page' | 'seo' | 'options'>;
export type StepCopy = QuestionnaireCopy['steps'];
/** src/content/pages/questionnaire-result.yaml, without its SEO and the composition's wording. */
export type ResultCopy = Omit<PageData<'questionnaire-result'>, 'page' | 'seo' | 'composition'>;
/** The member header (src/content/pages/dashboard.yaml). */
export type MemberHeaderCopy = PageData<'dashboard'>['header'];
