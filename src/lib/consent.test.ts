// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_LIFETIME_MS, CONSENT_VERSION, ALL_ACCEPTED, ONLY_ESSENTIAL } from '../schemas/consent-choices.ts';
import {
  CONSENT_PREFERENCES_KEY,
  CONSENT_TIMESTAMP_KEY,
  CONSENT_CORRELATION_ID_KEY,
  ANALYTICS_SESSION_ID_KEY,
} from '../schemas/storage.ts';
import { consentLogBody, isConsentCurrent, readStoredConsent, visitId, writeConsent } from './consent.ts';

const DAY = 86_400_000;

describe('stored consent', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('round-trips the choice with the version and the time it was made', () => {
    writeConsent({ ...ONLY_ESSENTIAL, functional: true }, 1_900_000_000_000);
    expect(readStoredConsent()).toEqual({
      choices: { ...ONLY_ESSENTIAL, functional: true },
      timestamp: 1_900_000_000_000,
      version: CONSENT_VERSION,
    });
    expect(decodeURIComponent(document.cookie)).toContain(
      `cookie_consent=${JSON.stringify({ ...ONLY_ESSENTIAL, functional: true })}`,
    );
  });

  it('is current for 13 months of 30 days under the current version only', () => {
    writeConsent(ALL_ACCEPTED, 0 + 1);
    const stored = readStoredConsent();
    expect(isConsentCurrent(stored, 1 + 389 * DAY)).toBe(true);
    expect(isConsentCurrent(stored, 1 + CONSENT_LIFETIME_MS)).toBe(false);
    expect(isConsentCurrent(stored ? { ...stored, version: '0.9' } : null, 2)).toBe(false);
    expect(isConsentCurrent(null)).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['essential off', JSON.stringify({ ...ALL_ACCEPTED, essential: false, version: '1.0' })],
    ['a missing category', JSON.stringify({ essential: true, analytics: true, version: '1.0' })],
    ['no version', JSON.stringify(ALL_ACCEPTED)],
  ])('ignores a stored choice with %s', (_name, value) => {
    localStorage.setItem(CONSENT_PREFERENCES_KEY, value);
    localStorage.setItem(CONSENT_TIMESTAMP_KEY, String(Date.now()));
    expect(readStoredConsent()).toBeNull();
  });

  it('keeps one random id per visit in session storage', () => {
    const first = visitId(ANALYTICS_SESSION_ID_KEY);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(visitId(ANALYTICS_SESSION_ID_KEY)).toBe(first);
    expect(visitId(CONSENT_CORRELATION_ID_KEY)).not.toBe(first);
  });

  it('builds the log body with the action the spec gives each transition', () => {
    expect(consentLogBody(ALL_ACCEPTED, null, 'accept_all')).toMatchObject({ action: 'grant', previousChoices: null });
    expect(consentLogBody(ALL_ACCEPTED, ONLY_ESSENTIAL, 'accept_all').action).toBe('update');
    expect(consentLogBody(ONLY_ESSENTIAL, ALL_ACCEPTED, 'customize').action).toBe('update');
    expect(consentLogBody(ONLY_ESSENTIAL, ALL_ACCEPTED, 'reject_all')).toMatchObject({
      action: 'revoke',
      consentMethod: 'reject_all',
      previousChoices: ALL_ACCEPTED,
    });
  });
});
