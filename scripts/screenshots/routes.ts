// Every route a reviewer can open: the member pages behind sign-in, from the route table (src/routes.ts),
// and each prebuilt page the table calls public, read from the build (so each showcase and embedded
// application is there), with an unknown path and an unknown application address (the 404 page). The
// browser tests' walk (tests/e2e/walk.spec.ts) takes its pages from the same table and build.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROUTES, isPublicPage, routeFor, type PageRoute } from '../../src/routes.ts';

export { MEMBER_ROUTES } from '../../src/routes.ts';

/** The not-found page's two ways in: an unknown path, and an unknown embedded application's address. */
export const NOT_FOUND_ADDRESSES = ['/no-such-page', '/unknown-application.com'] as const;

function pagesIn(directory: string, prefix = ''): string[] {
  const pages: string[] = [];
  for (const name of readdirSync(directory)) {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) pages.push(...pagesIn(full, `${prefix}/${name}`));
    else if (name === 'index.html') pages.push(prefix || '/');
  }
  return pages;
}

/** Public routes from the build, plus the two kinds of not-found page. */
export function publicRoutes(dist = 'dist'): string[] {
  const built = pagesIn(dist).filter(isPublicPage).sort();
  return [...built, ...NOT_FOUND_ADDRESSES];
}

/** Who is walking: nobody signed in, a member, or an administrator. */
export type Visitor = 'signed out' | 'member' | 'admin';

export interface Stop {
  address: string;
  visitor: Visitor;
  /** The not-found page (served with status 404, which the browser logs). */
  notFound: boolean;
  /** The page served is a member page: its islands start on their own and read the member's data. */
  memberPage: boolean;
  /**
   * The page is measured here (axe-core and the layout checks), not only opened (no console error): each
   * public page signed out, each member page signed in. A signed-in visitor gets a public page as the same
   * static file a signed-out one does, and / signed in is the dashboard, measured at its own row.
   */
  measured: boolean;
}

/** A row of the route table; any address will do (a test adds a page the table does not have yet). */
type Row = Omit<PageRoute, 'path'> & { path: string };

const isMemberPage = (route: Row | undefined) => route !== undefined && route.audience !== 'public';

/**
 * Every page of the route table in each sign-in state it serves, as the walk opens them. Signed out: each
 * row a signed-out visitor gets as a page, at every built address of it (each article, each showcase) and
 * the not-found page at both its ways in, each measured. Signed in, as a member and as an administrator:
 * each row a signed-in visitor gets as a page (or is served another page at its address), once, at its
 * example address, and the not-found page once, measured when the row is a member page; a row for
 * administrators alone is left out of the member's walk. A redirect is not a page, so it is not a stop
 * (tests/e2e/routing.spec.ts checks where each one goes).
 */
export function walkStops(routes: readonly Row[] = ROUTES, built: readonly string[] = pagesIn('dist')): Stop[] {
  const stops: Stop[] = [];
  for (const route of routes.filter((row) => !row.partial)) {
    const notFound = route.path === '/404';
    const dynamic = route.path.includes('[');
    const everyAddress = notFound
      ? [...NOT_FOUND_ADDRESSES]
      : dynamic
        ? built.filter((address) => routeFor(address) === route).sort()
        : [route.path];
    const oneAddress = notFound ? NOT_FOUND_ADDRESSES[0] : (route.example ?? route.path);
    if ('page' in route.signedOut)
      for (const address of everyAddress.length ? everyAddress : [oneAddress])
        stops.push({ address, visitor: 'signed out', notFound, memberPage: isMemberPage(route), measured: true });
    if ('redirect' in route.signedIn) continue;
    const served = 'serve' in route.signedIn ? routeFor(route.signedIn.serve) : route;
    for (const visitor of ['member', 'admin'] as const) {
      if (visitor === 'member' && route.audience === 'admins') continue;
      stops.push({
        address: oneAddress,
        visitor,
        notFound,
        memberPage: isMemberPage(served),
        measured: isMemberPage(route),
      });
    }
  }
  return stops;
}
