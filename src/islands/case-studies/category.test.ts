// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readCategory, urlWithCategory } from './category.ts';

const known = ['healthcare', 'innovation'];

afterEach(() => history.replaceState(null, '', '/'));

describe('case-study filter', () => {
  it('reads only known categories from the address', () => {
    expect(readCategory(known, '?category=healthcare')).toBe('healthcare');
    expect(readCategory(known, '?category=astrology')).toBe('all');
    expect(readCategory(known, '')).toBe('all');
  });

  it('writes the filter into the address, keeping the path, other parameters and hash', () => {
    const current = new URL('https://x.test/public?interest=general#case-studies');
    expect(urlWithCategory('innovation', current)).toBe('/public?interest=general&category=innovation#case-studies');
    expect(urlWithCategory('all', new URL('https://x.test/?category=innovation#case-studies'))).toBe('/#case-studies');
  });
});
