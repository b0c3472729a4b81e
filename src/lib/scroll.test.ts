// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleSectionLinks, LOCATION_EVENT, SCROLL, scrollToElement } from './scroll.ts';
import { goTo } from './navigation.ts';
import { stubMatchMedia } from '../../tests/helpers/media.ts';

vi.mock('./navigation.ts', () => ({ goTo: vi.fn() }));

let stop: () => void;
const scrollTo = vi.fn();

beforeEach(() => {
  stubMatchMedia(['(prefers-reduced-motion: reduce)']);
  window.scrollTo = scrollTo as typeof window.scrollTo;
  scrollTo.mockClear();
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 10_000, configurable: true });
  vi.mocked(goTo).mockClear();
  document.body.innerHTML = `
    <section id="home">home</section>
    <section id="services">services</section>
    <section id="contact">contact</section>
    <a id="hash" href="#services">Services</a>
    <a id="root" href="/#contact">Contact</a>
    <a id="interest" href="/?interest=general#contact">Ask</a>
    <a id="missing" href="#nowhere">Nowhere</a>
    <a id="away" href="/privacy-policy#cookies">Cookies</a>
    <a id="new-tab" href="#services" target="_blank">New tab</a>`;
  stop = handleSectionLinks();
});
afterEach(() => {
  stop();
  history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

function click(id: string): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
}

describe('section links', () => {
  it('scroll in page to the section, 80 px below the top, add a history entry and move focus', () => {
    vi.spyOn(document.getElementById('services')!, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    const event = click('hash');
    expect(event.defaultPrevented).toBe(true);
    expect(location.hash).toBe('#services');
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 - SCROLL.offset, behavior: 'instant' });
    expect(document.activeElement?.id).toBe('services');
  });

  it("treat '/#x' and '/public#x' as this page on either landing path, keeping the query", () => {
    history.replaceState(null, '', '/public?category=healthcare');
    const moved = vi.fn();
    window.addEventListener(LOCATION_EVENT, moved, { once: true });
    expect(click('interest').defaultPrevented).toBe(true);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/public?category=healthcare&interest=general#contact',
    );
    expect(moved).toHaveBeenCalled();
    expect(click('root').defaultPrevented).toBe(true);
    expect(location.pathname).toBe('/public');
  });

  it('send a link to a missing anchor to / plus the anchor', () => {
    expect(click('missing').defaultPrevented).toBe(true);
    expect(goTo).toHaveBeenCalledWith('/#nowhere');
  });

  it('leave links to other pages and new tabs to the browser', () => {
    for (const id of ['away', 'new-tab']) {
      let preventedByHandler: boolean | undefined;
      // After the handler (on document), note its decision, then stop jsdom from navigating.
      window.addEventListener(
        'click',
        (event) => {
          preventedByHandler = event.defaultPrevented;
          event.preventDefault();
        },
        { once: true },
      );
      click(id);
      expect(preventedByHandler, id).toBe(false);
    }
    expect(goTo).not.toHaveBeenCalled();
    expect(location.hash).toBe('');
  });
});

describe('scrollToElement', () => {
  it('jumps at once under reduced motion', async () => {
    const target = document.getElementById('contact')!;
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);
    await scrollToElement(target, SCROLL.durationDefault);
    expect(scrollTo).toHaveBeenCalledWith({ top: 2000 - SCROLL.offset, behavior: 'instant' });
  });
});
