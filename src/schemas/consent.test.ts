import { describe, expect, it } from 'vitest';
import { ALL_ACCEPTED, ONLY_ESSENTIAL, consentActionFor } from './consent.ts';

describe('consentActionFor', () => {
  it('is grant for any first choice', () => {
    expect(consentActionFor(null, 'accept_all')).toBe('grant');
    expect(consentActionFor(null, 'reject_all')).toBe('grant');
    expect(consentActionFor(null, 'customize')).toBe('grant');
  });

  it('is update for accept or customise after an earlier choice, revoke for reject all', () => {
    expect(consentActionFor(ONLY_ESSENTIAL, 'accept_all')).toBe('update');
    expect(consentActionFor(ALL_ACCEPTED, 'customize')).toBe('update');
    expect(consentActionFor(ALL_ACCEPTED, 'reject_all')).toBe('revoke');
  });
});
