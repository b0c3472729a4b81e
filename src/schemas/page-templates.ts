// Every page template of the site, by the route table's address pattern (src/routes.ts types each route's
// path with it, so a page added there is added here): what a real-visitor speed report may name. An
// article is '/insights/[slug]', never its own address.
export const PAGE_TEMPLATES = [
  '/',
  '/auth',
  '/dashboard',
  '/account',
  '/questionnaire',
  '/questionnaire/result',
  '/public',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/about-leadership',
  '/access-request',
  '/case-study-details',
  '/privacy-policy',
  '/service-details',
  '/fragments/service-views',
  '/terms',
  '/showcase/[slug]',
  '/insights/topic/[topic]/[...page]',
  '/insights/members/[...page]',
  '/insights/[slug]',
  '/insights/[...page]',
  '/[app]',
  '/404',
] as const;

export type PageTemplate = (typeof PAGE_TEMPLATES)[number];
