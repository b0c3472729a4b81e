// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { enhanceCaseStudies, readCategory, urlWithCategory } from './case-studies.ts';

const known = ['healthcare', 'innovation'];

function section(): HTMLElement {
  document.body.innerHTML = `
    <section data-case-studies data-results-template="Showing {count} of {total} case studies">
      <button data-filter="all" aria-pressed="true">All</button>
      <button data-filter="healthcare" aria-pressed="false">Healthcare</button>
      <button data-filter="innovation" aria-pressed="false">Innovation</button>
      <p data-filter-status></p>
      <ul>
        <li data-case-study data-category="healthcare"><details name="cs" open><summary>a</summary></details></li>
        <li data-case-study data-category="innovation"><details name="cs"><summary>b</summary></details></li>
        <li data-case-study data-category="healthcare"><details name="cs"><summary>c</summary></details></li>
      </ul>
      <p data-filter-empty hidden>None</p>
    </section>`;
  return document.querySelector('section')!;
}
const visible = () => [...document.querySelectorAll<HTMLElement>('[data-case-study]')].map((li) => !li.hidden);
const pressed = () => [...document.querySelectorAll('[data-filter]')].map((b) => b.getAttribute('aria-pressed'));

afterEach(() => history.replaceState(null, '', '/'));

describe('case-study filter', () => {
  it('reads only known categories from the address', () => {
    expect(readCategory(known, '?category=healthcare')).toBe('healthcare');
    expect(readCategory(known, '?category=astrology')).toBe('all');
    expect(readCategory(known, '')).toBe('all');
  });

  it('writes the filter into the address, keeping the path, other parameters and hash', () => {
    const current = new URL('https://x.test/public?interest=general#case-studies');
    expect(urlWithCategory('innovation', current)).toBe('/public?interest=general&category=innovation#case-studies');
    expect(urlWithCategory('all', new URL('https://x.test/?category=innovation#case-studies'))).toBe('/#case-studies');
  });

  it('filters the cards, announces the count, collapses hidden cards and updates the address', () => {
    const root = section();
    enhanceCaseStudies(root);
    expect(visible()).toEqual([true, true, true]);
    expect(root.querySelector('[data-filter-status]')!.textContent).toBe('');

    root.querySelector<HTMLElement>('[data-filter="innovation"]')!.click();
    expect(visible()).toEqual([false, true, false]);
    expect(pressed()).toEqual(['false', 'false', 'true']);
    expect(root.querySelector('details[open]')).toBeNull();
    expect(location.search).toBe('?category=innovation');
    expect(root.querySelector('[data-filter-status]')!.textContent).toBe('Showing 1 of 3 case studies');

    root.querySelector<HTMLElement>('[data-filter="all"]')!.click();
    expect(visible()).toEqual([true, true, true]);
    expect(location.search).toBe('');
  });

  it('applies a shared link on arrival', () => {
    history.replaceState(null, '', '/?category=healthcare#case-studies');
    enhanceCaseStudies(section());
    expect(visible()).toEqual([true, false, true]);
    expect(pressed()).toEqual(['false', 'true', 'false']);
  });
});
