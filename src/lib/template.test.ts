import { describe, expect, it } from 'vitest';
import { fill, fillCounted } from './template.ts';

describe('fill', () => {
  it('fills the placeholders it has values for and leaves the others', () => {
    expect(fill('{count} of {total} {unknown}', { count: 3, total: 18 })).toBe('3 of 18 {unknown}');
  });
});

describe('fillCounted', () => {
  const forms = {
    one: '{count} other session has been signed out.',
    other: '{count} other sessions have been signed out.',
  };

  it('says one thing in the singular and every other count in the plural', () => {
    expect(fillCounted(forms, 1, { count: 1 })).toBe('1 other session has been signed out.');
    expect(fillCounted(forms, 0, { count: 0 })).toBe('0 other sessions have been signed out.');
    expect(fillCounted(forms, 2, { count: 2 })).toBe('2 other sessions have been signed out.');
    expect(fillCounted(forms, 21, { count: 21 })).toBe('21 other sessions have been signed out.');
  });
});
