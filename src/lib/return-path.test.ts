import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnPath, safeReturnPath, signInHref } from './return-path.ts';

describe('signInHref', () => {
  it('sends the visitor to /auth with the path to come back to', () => {
    expect(signInHref('/questionnaire')).toBe('/auth?next=%2Fquestionnaire');
    expect(signInHref('/questionnaire/result?version=2')).toBe('/auth?next=%2Fquestionnaire%2Fresult%3Fversion%3D2');
  });
});

describe('returnPath', () => {
  it('follows paths on this site, with their query and fragment', () => {
    expect(returnPath('?next=%2Fquestionnaire')).toBe('/questionnaire');
    expect(returnPath(signInHref('/questionnaire/result?version=2').slice('/auth'.length))).toBe(
      '/questionnaire/result?version=2',
    );
    expect(returnPath('?next=/questionnaire#step')).toBe('/questionnaire#step');
  });

  it.each([
    ['no parameter', ''],
    ['an empty one', '?next='],
    ['another site', '?next=https://evil.example/'],
    ['a protocol-relative address', '?next=//evil.example/path'],
    ['a backslash trick', '?next=/%5Cevil.example'],
    ['a scheme', '?next=javascript:alert(1)'],
    ['a relative path', '?next=questionnaire'],
    ['white space', '?next=/%09/evil.example'],
    ['the sign-in page itself', '?next=/auth'],
    ['a dot segment before a double slash', '?next=%2F.%2F%2Fevil.example%2Fphish'],
    ['a parent segment before a double slash', '?next=/x/..//evil.example'],
    ['an encoded dot', '?next=/%252e//evil.example'],
    ['an encoded dot, decoded once', '?next=/%2e//evil.example'],
    ['an encoded slash', '?next=/%2F%2Fevil.example'],
    ['an encoded backslash', '?next=/%255cevil.example'],
    ['an empty first segment later on', '?next=/.//evil.example'],
    ['a tab inside the slashes', '?next=/%09/evil.example'],
    ['a zero-width space', '?next=/%E2%80%8B/evil.example'],
  ])('ignores %s', (_label, search) => {
    expect(returnPath(search)).toBeNull();
  });
});

describe('safeReturnPath under attack', () => {
  const site = new URL('https://www.wacadvisory.co.uk');
  /** Pieces attackers put in return paths: separators, dots, encodings, schemes, hosts and invisible characters. */
  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '.',
    '..',
    './',
    '../',
    '%2e',
    '%2E',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%252e',
    '%09',
    '%0a',
    '\t',
    '\n',
    '\r',
    ' ',
    '\u00a0',
    '\u200b',
    '\u3000',
    '\ufeff',
    ':',
    '@',
    '?',
    '#',
    '&',
    '=',
    ';',
    'http:',
    'https:',
    'javascript:',
    'evil.example',
    'localhost',
    '127.0.0.1',
    'auth',
    'dashboard',
    'x',
    '%',
    '~',
  );
  const crafted = fc.oneof(
    fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
    fc.array(piece, { maxLength: 8 }).map((parts) => `/${parts.join('')}`),
    fc.string({ unit: 'binary', maxLength: 24 }).map((rest) => `/${rest}`),
  );

  it('never returns a path that leaves the site, for any crafted value', () => {
    fc.assert(
      fc.property(crafted, (value) => {
        for (const search of [`?next=${value}`, `?${new URLSearchParams({ next: value })}`]) {
          const result = returnPath(search);
          if (result === null) continue;
          const resolved = new URL(result, site);
          expect(resolved.origin).toBe(site.origin);
          expect(result).toMatch(/^\/(?![/\\])/);
          // Resolving again changes nothing: the browser goes exactly where the check looked.
          expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(result);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it("still follows the site's own member pages", () => {
    fc.assert(
      fc.property(fc.constantFrom('/dashboard', '/questionnaire', '/questionnaire/result', '/account'), (path) => {
        expect(safeReturnPath(path)).toBe(path);
        expect(returnPath(signInHref(`${path}?version=2#top`).slice('/auth'.length))).toBe(`${path}?version=2#top`);
      }),
    );
  });
});
