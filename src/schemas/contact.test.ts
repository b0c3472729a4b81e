import { describe, expect, it } from 'vitest';
import { contactRequestSchema, isContactInterest } from './contact.ts';

describe('contact schema', () => {
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
