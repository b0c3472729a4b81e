// pages: one YAML file per page (src/content/pages/{page}.yaml). `page` names the file and selects the
// schema; narrow with `entry.data.page === '...'` or use PageData (src/content.config.ts).
import { z } from 'astro/zod';
import { accountPage, forgotPasswordPage, resetPasswordPage, verifyEmailPage } from './account.ts';
import { embeddedAppPage, showcasePage } from './applications.ts';
import { authPage } from './auth.ts';
import { questionnairePage, questionnaireResultPage } from './brand-persona.ts';
import { dashboardPage } from './dashboard.ts';
import { aboutLeadershipPage, accessRequestPage, caseStudyDetailsPage, serviceDetailsPage } from './details.ts';
import { privacyPolicyPage, termsPage } from './documents.ts';
import { homePage } from './home.ts';
import { insightsPage } from './insights.ts';
import { applicationNotFoundPage, notFoundPage } from './not-found.ts';

/**
 * Every page file's schema, chosen by its `page` value. `service` is the collection's reference('services')
 * (astro:content), or any id schema.
 */
export function pageSchema<R extends z.ZodType>(service: R) {
  return z.discriminatedUnion('page', [
    homePage,
    privacyPolicyPage,
    termsPage,
    caseStudyDetailsPage,
    serviceDetailsPage(service),
    aboutLeadershipPage,
    accessRequestPage,
    authPage,
    dashboardPage,
    notFoundPage,
    applicationNotFoundPage,
    embeddedAppPage,
    showcasePage,
    forgotPasswordPage,
    resetPasswordPage,
    verifyEmailPage,
    accountPage,
    questionnairePage,
    questionnaireResultPage,
    insightsPage,
  ]);
}

