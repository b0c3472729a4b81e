import { describe, expect, it } from 'vitest';
import { ROUTES, type PageRoute } from '../../src/routes.ts';
import { NOT_FOUND_ADDRESSES, walkStops, type Stop } from './routes.ts';

/** A build with two showcases, two pages of the articles list and one article. */
const BUILT = ['/', '/auth', '/dashboard', '/terms', '/showcase/a', '/showcase/b', '/insights', '/insights/x'];

const at = (stops: Stop[], address: string) =>
  stops
    .filter((stop) => stop.address === address)
    .map(({ visitor, memberPage, measured }) => ({ visitor, memberPage, measured }));

describe('the walk over every page (tests/e2e/walk.spec.ts)', () => {
  it('measures a page added to the route table signed out, and opens it signed in, with no other edit', () => {
    const scratch: Omit<PageRoute, 'path'> & { path: string } = {
      path: '/scratch',
      audience: 'public',
      signedIn: { page: true },
      signedOut: { page: true },
      sitemap: true,
    };
    expect(at(walkStops(ROUTES, BUILT), '/scratch')).toEqual([]);
    expect(at(walkStops([...ROUTES, scratch], [...BUILT, '/scratch']), '/scratch')).toEqual([
      { visitor: 'signed out', memberPage: false, measured: true },
      { visitor: 'member', memberPage: false, measured: false },
      { visitor: 'admin', memberPage: false, measured: false },
    ]);
  });

  it('measures a member page signed in only, and a page for administrators as an administrator alone', () => {
    const reports = { path: '/reports', audience: 'members', signedIn: { page: true }, sitemap: false } as const;
    const stops = walkStops(
      [
        { ...reports, signedOut: { redirect: '/auth' } },
        { ...reports, path: '/audit', audience: 'admins', signedOut: { redirect: '/auth' } },
      ],
      BUILT,
    );
    expect(at(stops, '/reports')).toEqual([
      { visitor: 'member', memberPage: true, measured: true },
      { visitor: 'admin', memberPage: true, measured: true },
    ]);
    expect(at(stops, '/audit')).toEqual([{ visitor: 'admin', memberPage: true, measured: true }]);
  });

  it('walks every built address of a `[name]` row signed out, and its example once signed in', () => {
    const stops = walkStops(ROUTES, BUILT);
    expect(at(stops, '/showcase/a')).toEqual([{ visitor: 'signed out', memberPage: false, measured: true }]);
    expect(at(stops, '/showcase/b')).toEqual([{ visitor: 'signed out', memberPage: false, measured: true }]);
    const example = ROUTES.find((route) => route.path === '/showcase/[slug]')!.example!;
    expect(at(stops, example).map((stop) => stop.visitor)).toEqual(['member', 'admin']);
  });

  it('opens / signed in as the dashboard it serves, leaves out redirects, and opens the not-found page both ways', () => {
    const stops = walkStops(ROUTES, BUILT);
    expect(at(stops, '/')).toEqual([
      { visitor: 'signed out', memberPage: false, measured: true },
      { visitor: 'member', memberPage: true, measured: false },
      { visitor: 'admin', memberPage: true, measured: false },
    ]);
    expect(at(stops, '/auth')).toEqual([{ visitor: 'signed out', memberPage: false, measured: true }]);
    expect(at(stops, '/dashboard')).toEqual([
      { visitor: 'member', memberPage: true, measured: true },
      { visitor: 'admin', memberPage: true, measured: true },
    ]);
    expect(stops.filter((stop) => stop.notFound).map(({ address, visitor }) => `${visitor} ${address}`)).toEqual([
      ...NOT_FOUND_ADDRESSES.map((address) => `signed out ${address}`),
      `member ${NOT_FOUND_ADDRESSES[0]}`,
      `admin ${NOT_FOUND_ADDRESSES[0]}`,
    ]);
    expect(stops.some((stop) => stop.address.startsWith('/fragments/'))).toBe(false);
  });
});
