// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRotator } from './rotator.ts';
import { stubMatchMedia } from '../../tests/helpers/media.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createRotator', () => {
  it('advances every interval and wraps around', () => {
    stubMatchMedia();
    const seen: number[] = [];
    createRotator({ count: 3, intervalMs: 5000, onChange: (i) => seen.push(i) });
    vi.advanceTimersByTime(4999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1 + 10_000);
    expect(seen).toEqual([1, 2, 0]);
  });

  it('stays still while any reason to pause remains, and restarts the interval on resume', () => {
    stubMatchMedia();
    const seen: number[] = [];
    const rotator = createRotator({ count: 6, intervalMs: 5000, onChange: (i) => seen.push(i) });
    rotator.pause('hover');
    rotator.pause('focus');
    vi.advanceTimersByTime(20_000);
    rotator.resume('hover');
    vi.advanceTimersByTime(20_000);
    expect(seen).toEqual([]);
    expect(rotator.running).toBe(false);
    rotator.resume('focus');
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([1]);
  });

  it('goTo shows an item at once and counts the next interval from there', () => {
    stubMatchMedia();
    const seen: number[] = [];
    const rotator = createRotator({ count: 6, intervalMs: 5000, onChange: (i) => seen.push(i) });
    vi.advanceTimersByTime(4000);
    rotator.goTo(4);
    vi.advanceTimersByTime(4999);
    expect(seen).toEqual([4]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([4, 5]);
    expect(rotator.index).toBe(5);
  });

  it('never rotates under prefers-reduced-motion', () => {
    stubMatchMedia(['(prefers-reduced-motion: reduce)']);
    const onChange = vi.fn();
    const rotator = createRotator({ count: 6, intervalMs: 5000, onChange });
    vi.advanceTimersByTime(60_000);
    expect(onChange).not.toHaveBeenCalled();
    expect(rotator.running).toBe(false);
    rotator.goTo(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
