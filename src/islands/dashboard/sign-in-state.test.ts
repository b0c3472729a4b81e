import { describe, expect, it } from 'vitest';
import { signedOutDestination } from './sign-in-state.ts';

describe('signedOutDestination', () => {
  it.each([
    ['/', '', '/'],
    ['/', '?from=auth', '/auth'],
    ['/dashboard', '', '/auth'],
    ['/dashboard/', '', '/auth'],
    ['/app/', '', '/auth'],
    ['/app', '?from=auth', '/auth'],
  ])('%s%s -> %s', (pathname, search, expected) => {
    expect(signedOutDestination({ pathname, search })).toBe(expected);
  });
});
