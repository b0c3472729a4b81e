import { describe, expect, it } from 'vitest';
import { applicationParam } from './api-params.ts';

describe('dashboard applications', () => {
  it('are the only names the launch address accepts', () => {
    expect(applicationParam.schema.safeParse('brand-persona').success).toBe(true);
    expect(applicationParam.schema.safeParse('Brand Persona').success).toBe(false);
    expect(applicationParam.schema.safeParse('constructor').success).toBe(false);
  });
});
