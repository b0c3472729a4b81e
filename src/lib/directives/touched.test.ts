// @vitest-environment jsdom
// `client:touched` marks the island Astro hands it as waiting at once, and loads nothing until the visitor
// touches the island (or an element its option names); the head script holds and replays clicks by these
// marks alone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAITING_SELECTOR } from '../enhance.ts';
import { PENDING_TOAST_KEY, SIGNED_IN_ATTRIBUTE } from '../../schemas/storage.ts';
import { island, loader } from './island.test-support.ts';

// jsdom reports no paint: without a PerformanceObserver the directives take the page as painted at once.
vi.stubGlobal('PerformanceObserver', undefined);
const { default: touched, COMPANION } = await import('./touched.ts');
const { ISLAND_HYDRATED_EVENT } = await import('./after-paint.ts');

/** Lets the page's load and paint waits (timers and frames) run out, so a wrong hydration would have started. */
async function afterPaint() {
  await new Promise((resolve) => setTimeout(resolve, 100));
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
  sessionStorage.clear();
});

describe('client:touched', () => {
  it('loads nothing after the paint, and hydrates at the first pointer down inside the island', async () => {
    const element = island();
    const { load, hydrate } = loader();
    touched(load, { name: 'Example', value: '' }, element);
    expect(element.matches(WAITING_SELECTOR)).toBe(true);
    await afterPaint();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    element.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(element.matches(WAITING_SELECTOR)).toBe(false));
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('hydrates on focus or a key inside the island, once', async () => {
    const element = island();
    const { load } = loader();
    touched(load, { name: 'Example', value: '' }, element);
    element.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    element.querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await vi.waitFor(() => expect(element.matches(WAITING_SELECTOR)).toBe(false));
    expect(load).toHaveBeenCalledOnce();
  });

  it('hydrates at a touch of an element elsewhere that its option names', async () => {
    const element = island();
    const outside = document.createElement('button');
    outside.dataset.settings = '';
    document.body.append(outside);
    const { load } = loader();
    touched(load, { name: 'Example', value: '[data-settings]' }, element);
    outside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('hydrates after the paint when the address has the query parameter its option names', async () => {
    history.replaceState(null, '', '/?category=finance');
    const element = island();
    const { load } = loader();
    touched(load, { name: 'Example', value: '?category' }, element);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    history.replaceState(null, '', '/');
  });

  it('hydrates after the paint for a signed-in visitor', async () => {
    document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
    const element = island();
    const { load } = loader();
    touched(load, { name: 'Example', value: '' }, element);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('as a companion, waits for another island to hydrate', async () => {
    const element = island();
    const { load } = loader();
    touched(load, { name: 'Toaster', value: COMPANION }, element);
    await afterPaint();
    element.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('as a companion, hydrates after the paint when a toast is carried over from the previous page', async () => {
    sessionStorage.setItem(PENDING_TOAST_KEY, '{}');
    const element = island();
    const { load } = loader();
    touched(load, { name: 'Toaster', value: COMPANION }, element);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });
});
