// The visitor's cookie choice for every island and script on the page: the current choice, whether
// the banner must ask, and whether the Cookie Preferences dialog is open. It lives in src/lib, not
// src/stores, because the page's own scripts (analytics, the footer's Cookie settings button) read it too.
import { atom } from 'nanostores';
import { consentLogBody, isConsentCurrent, readStoredConsent, setAnalyticsEnabled, writeConsent } from './consent.ts';
import { keepConsentRecord, sendConsentRecords } from './consent-log.ts';
import { ALL_ACCEPTED, ONLY_ESSENTIAL, type ConsentChoices, type ConsentMethod } from '../schemas/consent-choices.ts';

/** The choice in force; null until the visitor has made one (or after it expired). */
export const $consent = atom<ConsentChoices | null>(null);
/** True when no current choice is stored: the banner shows. */
export const $consentNeeded = atom(false);
export const $preferencesOpen = atom(false);

let loaded = false;

/**
 * Reads the stored choice once per page, and sends any consent record the server has not accepted yet
 * (once its pause after a failure is over). Safe to call from every island and script.
 */
export function loadConsent(now: number = Date.now()): void {
  if (loaded) return;
  loaded = true;
  const stored = readStoredConsent();
  const current = isConsentCurrent(stored, now);
  $consent.set(current ? stored.choices : null);
  $consentNeeded.set(!current);
  void sendConsentRecords();
}

/** What had focus when the dialog opened. The dialog's code loads on demand, after that focus, so
 *  Headless UI cannot know it: focus goes back here when the dialog closes. */
let opener: HTMLElement | null = null;

export function openCookiePreferences(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  $preferencesOpen.set(true);
}

export function closeCookiePreferences(): void {
  if (!$preferencesOpen.get()) return;
  $preferencesOpen.set(false);
  const target = opener;
  opener = null;
  setTimeout(() => {
    if (target?.isConnected) target.focus();
  }, 0);
}

/** Applies, stores and records a choice (kept until the server accepts it). The visitor never waits. */
export function chooseConsent(method: ConsentMethod, customised?: ConsentChoices): Promise<void> {
  const choices =
    method === 'accept_all' ? ALL_ACCEPTED : method === 'reject_all' ? ONLY_ESSENTIAL : (customised ?? ONLY_ESSENTIAL);
  const previous = readStoredConsent()?.choices ?? null;
  keepConsentRecord(consentLogBody(choices, previous, method));
  writeConsent(choices);
  setAnalyticsEnabled(choices.analytics);
  $consent.set({ ...choices, essential: true });
  $consentNeeded.set(false);
  closeCookiePreferences();
  return sendConsentRecords({ force: true });
}
