// Every route a reviewer can open, read from the build: each prebuilt public page in dist/, an unknown
// path and an unknown application address (the 404 page), and the member pages behind sign-in.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Prebuilt pages that only members reach, under the addresses members use (netlify.toml rewrites them). */
export const MEMBER_ROUTES = ['/dashboard', '/account', '/questionnaire', '/questionnaire/result'] as const;

/** Pages served only through a member route, or as the not-found answer. */
const NOT_PUBLIC = /^\/(app)(\/|$)|^\/404$/;

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
  const built = pagesIn(dist)
    .filter((route) => !NOT_PUBLIC.test(route))
    .sort();
  return [...built, '/no-such-page', '/unknown-application.com'];
}
