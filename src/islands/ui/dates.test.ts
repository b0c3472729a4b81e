import { describe, expect, it } from 'vitest';
import { formatDate, formatLastLogin } from './dates.ts';

const now = new Date(2026, 10, 22, 15, 30);

describe('formatLastLogin', () => {
  it("says 'Today' for a first sign-in and for one earlier today", () => {
    expect(formatLastLogin(null, 'Today', now)).toBe('Today');
    expect(formatLastLogin(new Date(2026, 10, 22, 0, 5).toISOString(), 'Today', now)).toBe('Today');
  });

  it('writes an earlier sign-in in the given locale', () => {
    const yesterday = new Date(2026, 10, 21, 9, 15).toISOString();
    expect(formatLastLogin(yesterday, 'Today', now, 'en-GB')).toBe('21 Nov 2026, 09:15');
    expect(formatLastLogin(yesterday, 'Today', now, 'en-US')).toBe('Nov 21, 2026, 9:15 AM');
  });
});

describe('formatDate', () => {
  it('follows the locale', () => {
    const iso = new Date(2026, 0, 5, 12).toISOString();
    expect(formatDate(iso, 'en-GB')).toBe('5 Jan 2026');
    expect(formatDate(iso, 'de-DE')).toBe('05.01.2026');
  });
});
