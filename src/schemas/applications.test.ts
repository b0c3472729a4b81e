import { describe, expect, it } from 'vitest';
import { isDashboardApplication } from './applications.ts';

describe('dashboard applications', () => {
  it('recognises only those names', () => {
    expect(isDashboardApplication('brand-persona')).toBe(true);
    expect(isDashboardApplication('Brand Persona')).toBe(false);
    expect(isDashboardApplication('constructor')).toBe(false);
  });
});
