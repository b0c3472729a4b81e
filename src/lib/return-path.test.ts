import { describe, expect, it } from 'vitest';
import { returnPath, signInHref } from './return-path.ts';

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
  ])('ignores %s', (_label, search) => {
    expect(returnPath(search)).toBeNull();
  });
});
