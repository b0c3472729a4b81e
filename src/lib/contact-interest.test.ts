// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { contactInterestHref, onContactInterest, readContactInterest } from './contact-interest.ts';
import { LOCATION_EVENT } from './scroll.ts';

describe('contact interest links', () => {
  it('link to the contact section with the interest preselected', () => {
    expect(contactInterestHref('agentic-ai-solutions')).toBe('/?interest=agentic-ai-solutions#contact');
  });

  it('refuse an interest the contact form does not offer (a build error)', () => {
    expect(() => contactInterestHref('quantum-consulting')).toThrow(/CONTACT_INTERESTS/);
  });

  it('read only known interests from the address', () => {
    expect(readContactInterest('?interest=risk-compliance&category=healthcare')).toBe('risk-compliance');
    expect(readContactInterest('?interest=unknown')).toBeNull();
    expect(readContactInterest('')).toBeNull();
  });

  it('tell a mounted form when an in-page link changes the interest', () => {
    const listener = vi.fn();
    const stop = onContactInterest(listener);
    history.replaceState(null, '', '/?interest=innovation-sprints#contact');
    window.dispatchEvent(new CustomEvent(LOCATION_EVENT));
    expect(listener).toHaveBeenCalledWith('innovation-sprints');
    stop();
    window.dispatchEvent(new CustomEvent(LOCATION_EVENT));
    expect(listener).toHaveBeenCalledTimes(1);
    history.replaceState(null, '', '/');
  });
});
