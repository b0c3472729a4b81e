import { describe, expect, it } from 'vitest';
import { isApplicationPath } from './application-path.ts';

describe('isApplicationPath', () => {
  it.each(['/unknown.com', '/unknown.com/', '/smarter.hospital', '/my-app.co.uk', '/UPPER.ORG', '/x1.io'])(
    'treats %s as an application address',
    (path) => expect(isApplicationPath(path)).toBe(true),
  );

  it.each([
    '/',
    '/no-such-page',
    '/old-page.html',
    '/logo.PNG',
    '/robots.txt',
    '/a/b.com',
    '/b.com/extra',
    '/-bad.com',
    '/bad-.com',
    '/dot.',
    '/.hidden',
    '/two..dots.com',
    '/numeric.123',
    '/%E0%A4%A.com',
  ])('treats %s as an ordinary missing page', (path) => expect(isApplicationPath(path)).toBe(false));
});
