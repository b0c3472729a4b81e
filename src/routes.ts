// Every page of the site, once: its address, who may see it, and what a signed-in and a signed-out visitor
// get there. Netlify's sign-in rules (the generated block in netlify.toml, scripts/routes/netlify.ts), the
// sitemap filter (astro.config.mjs), and the screenshot and bench route lists are derived from this table;
// a unit test checks that every file in src/pages has its row. Pages stay static: the non-secret wac_auth
// hint cookie picks the page at the CDN (docs/decisions/008-routing-by-sign-in-state.md), and the islands
// still ask the API who is signed in. Nothing in the browser imports this table.
import { EMBEDDED_APP_HOSTS } from './schemas/applications.ts';
import { FROM_AUTH_PARAM } from './schemas/storage.ts';
import type { PageTemplate } from './schemas/page-templates.ts';

/** Who a page is for: anyone, signed-in members (administrators included), or administrators alone. */
export type Audience = 'public' | 'members' | 'admins';

/**
 * What a visitor gets at the address: the page itself, another page served at this address (the address
 * bar keeps it), or a redirect (302) elsewhere.
 */
export type Visit = { page: true } | { serve: string } | { redirect: string };

export interface PageRoute {
  /**
   * The address; `[name]` stands for one path segment filled in at build time, `[...name]` (last) for none
   * or more (a list's page number: /insights, /insights/2). Each is one of the page templates
   * (schemas/page-templates.ts), the names real-visitor speed reports use.
   */
  path: PageTemplate;
  audience: Audience;
  signedIn: Visit;
  signedOut: Visit;
  /** Listed in sitemap.xml. */
  sitemap: boolean;
  /** A concrete address for a `[name]` route, for tools that open one. */
  example?: string;
  /** The only values a `[name]` segment takes, where the route has a fixed set (any other is not this page). */
  segments?: readonly string[];
  /** Measured by Lighthouse on every `npm run bench` (the other public pages get a performance sweep). */
  benchmark?: boolean;
  /** An HTML fragment a page fetches into itself (an Astro partial), not a page a visitor opens. */
  partial?: boolean;
}

/** An old or alternative address that permanently (301) moves to a page. */
export interface MovedRoute {
  from: string;
  to: string;
  why: string;
}

const PAGE = { page: true } as const;
const toSignIn = (next?: string): Visit => ({ redirect: next ? `/auth?next=${next}` : '/auth' });
const open = (path: PageTemplate, extra: Partial<PageRoute> = {}): PageRoute => ({
  path,
  audience: 'public',
  signedIn: PAGE,
  signedOut: PAGE,
  sitemap: true,
  ...extra,
});
const members = (path: PageTemplate, signedOut: Visit): PageRoute => ({
  path,
  audience: 'members',
  signedIn: PAGE,
  signedOut,
  sitemap: false,
});

export const DASHBOARD_PATH = '/dashboard';

export const ROUTES: readonly PageRoute[] = [
  // The landing page signed out; the dashboard, at /, signed in.
  open('/', { signedIn: { serve: `${DASHBOARD_PATH}/` }, benchmark: true }),
  // The sign-in page; a signed-in visitor goes to / (their dashboard). ?from=auth lets the dashboard send
  // a stale hint back to /auth rather than to the landing page.
  open('/auth', { signedIn: { redirect: `/?${FROM_AUTH_PARAM}=auth` }, sitemap: false, benchmark: true }),
  members(DASHBOARD_PATH, toSignIn()),
  // The member's own account.
  members('/account', toSignIn()),
  // Brand Persona, the dashboard's internal application: /auth brings the member back after signing in
  // (docs/decisions/013).
  members('/questionnaire', toSignIn('/questionnaire')),
  members('/questionnaire/result', toSignIn('/questionnaire/result')),
  // The landing page again, for signed-in visitors too (canonical to /).
  open('/public', { sitemap: false }),
  // Reached from e-mail links or the sign-in page.
  open('/forgot-password', { sitemap: false }),
  open('/reset-password', { sitemap: false }),
  open('/verify-email', { sitemap: false }),
  open('/about-leadership'),
  open('/access-request', { benchmark: true }),
  open('/case-study-details'),
  open('/privacy-policy', { benchmark: true }),
  open('/service-details', { benchmark: true }),
  // The landing page's six service detail views, fetched once its services section starts.
  open('/fragments/service-views', { sitemap: false, partial: true }),
  open('/terms'),
  open('/showcase/[slug]', { example: '/showcase/zehn-business-mentor', benchmark: true }),
  // The partners' articles: the list (12 a page: /insights, /insights/2), each topic's list, the
  // members-only list, each article.
  // More specific rows first: `[...page]` would also match the addresses below it.
  open('/insights/topic/[topic]/[...page]', { example: '/insights/topic/ai-governance', benchmark: true }),
  open('/insights/members/[...page]', { example: '/insights/members' }),
  open('/insights/[slug]', {
    example: '/insights/governing-agentic-ai-what-a-board-needs-before-an-agent-acts',
    benchmark: true,
  }),
  open('/insights/[...page]', { example: '/insights', benchmark: true }),
  // The five embedded applications: /zehnbusinessmentor.com, ...
  open('/[app]', { example: '/zehnbusinessmentor.com', segments: EMBEDDED_APP_HOSTS }),
  // The not-found answer, for any other address (served with status 404).
  open('/404', { sitemap: false }),
];

export const MOVED: readonly MovedRoute[] = [
  {
    from: '/member-dashboard',
    to: DASHBOARD_PATH,
    why: "The showcase pages' 'Back to Dashboard' link (the spec's path)",
  },
  { from: '/app', to: DASHBOARD_PATH, why: 'Where the dashboard was prebuilt before pages were named by address' },
  { from: '/app/account', to: '/account', why: 'The account page, formerly prebuilt under /app/' },
  { from: '/app/questionnaire', to: '/questionnaire', why: 'Brand Persona, formerly prebuilt under /app/' },
  { from: '/app/questionnaire/result', to: '/questionnaire/result', why: 'Brand Persona, formerly under /app/' },
];

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/** The table's row for a concrete address (`/showcase/x` finds `/showcase/[slug]`); none for a moved one. */
export function routeFor(address: string): PageRoute | undefined {
  if (MOVED.some((moved) => moved.from === trim(address))) return undefined;
  const segments = trim(address).split('/');
  const matches = (route: PageRoute) => {
    const pattern = route.path.split('/');
    const rest = /^\[\.\.\.\w+\]$/.test(pattern.at(-1)!);
    const fixed = rest ? pattern.slice(0, -1) : pattern;
    const length = segments.length === fixed.length || (rest && segments.length > fixed.length);
    return (
      length &&
      fixed.every((part, i) =>
        /^\[\w+\]$/.test(part)
          ? segments[i] !== '' && (!route.segments || route.segments.includes(segments[i]!))
          : part === segments[i],
      )
    );
  };
  // Fixed addresses win over `[name]` ones.
  return ROUTES.find((route) => route.path === trim(address)) ?? ROUTES.find(matches);
}

/** Sitemap filter: a page is listed when its row says so; moved and unknown addresses never are. */
export function inSitemap(address: string): boolean {
  return routeFor(address)?.sitemap ?? false;
}

/** The addresses of the fragments pages fetch into themselves: not pages, so robots.txt keeps crawlers out. */
export const FRAGMENT_PATHS: readonly string[] = ROUTES.filter((route) => route.partial).map(
  (route) => `${route.path}/`,
);

/** A page anyone can open signed out and see as itself (not a redirect, not the not-found answer). */
export function isPublicPage(address: string): boolean {
  const route = routeFor(address);
  return route?.audience === 'public' && 'page' in route.signedOut && route.path !== '/404' && !route.partial;
}

/** The member pages, by the addresses members use. */
export const MEMBER_ROUTES: readonly string[] = ROUTES.filter((route) => route.audience !== 'public').map(
  (route) => route.path,
);

/** Pages Lighthouse measures on every bench run, by concrete address. */
export const BENCHMARK_PAGES: readonly string[] = ROUTES.filter((route) => route.benchmark).map(
  (route) => route.example ?? route.path,
);
