import { describe, expect, it } from 'vitest';
import { overlaps, toastEdge } from './placement.ts';

const box = (top: number, left: number, height: number, width: number) => ({
  top,
  left,
  bottom: top + height,
  right: left + width,
});

describe('toast placement', () => {
  const toastAtTop = box(80, 20, 90, 350);

  it('stays at the top when the control is elsewhere or unknown', () => {
    expect(toastEdge(box(400, 20, 44, 350), toastAtTop)).toBe('top');
    expect(toastEdge(null, toastAtTop)).toBe('top');
  });

  it('moves to the bottom when at the top it would cover the control', () => {
    expect(toastEdge(box(120, 20, 44, 120), toastAtTop)).toBe('bottom');
  });

  it('treats boxes that only touch as not overlapping', () => {
    expect(overlaps(box(0, 0, 10, 10), box(10, 0, 10, 10))).toBe(false);
    expect(overlaps(box(0, 0, 10, 10), box(0, 10, 10, 10))).toBe(false);
    expect(overlaps(box(0, 0, 10, 10), box(5, 5, 10, 10))).toBe(true);
  });
});
