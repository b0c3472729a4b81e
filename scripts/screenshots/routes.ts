// Every route a reviewer can open: the member pages behind sign-in, from the route table (src/routes.ts),
// and each prebuilt page the table calls public, read from the build (so each showcase and embedded
// application is there), with an unknown path and an unknown application address (the 404 page).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isPublicPage } from '../../src/routes.ts';

export { MEMBER_ROUTES } from '../../src/routes.ts';

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
  return [...built, '/no-such-page', '/unknown-application.com'];
}
