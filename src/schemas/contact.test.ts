import { describe, expect, it } from 'vitest';
import { site } from '../site.ts';
import { contactInterestValues, contactRequestSchema, isContactInterest } from './contact.ts';

describe('contact schema', () => {
  it('accepts exactly the service-of-interest options the form shows (src/site.ts)', () => {
    expect(site.contactInterests.map((option) => option.value)).toEqual([...contactInterestValues]);
  });

  it('recognises preselectable values only', () => {
    expect(isContactInterest('risk-compliance')).toBe(true);
    expect(isContactInterest('Risk & Compliance')).toBe(false);
    expect(isContactInterest(null)).toBe(false);
  });

  it('trims text and turns a blank company into null', () => {
    const parsed = contactRequestSchema.parse({
      firstName: ' Grace ',
      lastName: 'Hopper',
      email: 'grace@example.com ',
      company: ' ',
      serviceInterest: 'general',
      message: ' Hello ',
    });
    expect(parsed).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      company: null,
      serviceInterest: 'general',
      message: 'Hello',
    });
  });
});
