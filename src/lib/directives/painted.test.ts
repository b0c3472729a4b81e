// @vitest-environment jsdom
// `client:painted` marks the island Astro hands it: waiting from the moment Astro starts it, started only
// once its code has hydrated it. The head script holds and replays clicks by these marks alone.
import { describe, expect, it, vi } from 'vitest';
import { ENHANCED_EVENT, WAITING_SELECTOR } from '../enhance.ts';
import { island, loader } from './island.test-support.ts';

// jsdom reports no paint: without a PerformanceObserver the directive takes the page as painted at once.
vi.stubGlobal('PerformanceObserver', undefined);
const { default: painted } = await import('./painted.ts');

describe('client:painted', () => {
  it('marks the island waiting as Astro starts it, before anything loads', () => {
    const element = island();
    const { load } = loader();
    painted(load, { name: 'Example', value: '' }, element);
    expect(element.querySelector('button')!.closest(WAITING_SELECTOR)).toBe(element);
    expect(load).not.toHaveBeenCalled();
  });

  it('marks it started, with the event held clicks wait for, only after hydrate() has resolved', async () => {
    const element = island();
    const { load, hydrate } = loader();
    const startedAfterHydrate: boolean[] = [];
    hydrate.mockImplementation(async () => {
      startedAfterHydrate.push(element.hasAttribute('data-enhanced'));
    });
    const started = vi.fn();
    element.addEventListener(ENHANCED_EVENT, started);
    painted(load, { name: 'Example', value: '' }, element);
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    expect(hydrate).toHaveBeenCalledOnce();
    expect(startedAfterHydrate).toEqual([false]);
    expect(element.matches(WAITING_SELECTOR)).toBe(false);
  });

  it('on "interaction", stays waiting until the visitor’s first interaction', async () => {
    const element = island();
    const { load } = loader();
    painted(load, { name: 'Example', value: 'interaction' }, element);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
    expect(element.matches(WAITING_SELECTOR)).toBe(true);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(element.matches(WAITING_SELECTOR)).toBe(false));
    expect(load).toHaveBeenCalledOnce();
  });
});
