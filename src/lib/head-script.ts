// The one classic script in every page's <head>, inlined and hashed for the CSP (BaseLayout). It runs
// before the first paint and does three small things no island can do in time:
// - hides the server-rendered cookie banner when the visitor already has a current choice, so the banner
//   paints with the page for new visitors and never flashes for returning ones;
// - marks <html> when the signed-in hint cookie is present, so a members-only article paints the space
//   its member's copy will fill rather than the call to sign in;
// - keeps clicks made before a control's code has started: a click on a button or summary inside an
//   element waiting for its code (an island not hydrated yet, or an element waiting for its script: see
//   enhance.ts) is held and replayed once that element is marked started.
import { CONSENT_LIFETIME_MS, CONSENT_VERSION } from '../schemas/consent-choices.ts';
import {
  CONSENT_PREFERENCES_KEY,
  CONSENT_TIMESTAMP_KEY,
  SIGNED_IN_ATTRIBUTE,
  SIGNED_IN_HINT_COOKIE,
} from '../schemas/storage.ts';
import { ENHANCED_EVENT, WAITING_SELECTOR } from './enhance.ts';

/** Set on <html> by the head script when a current cookie choice is stored (styles hide the banner). */
export const CONSENT_STORED_ATTRIBUTE = 'data-consent-stored';

// Serialised with Function.prototype.toString: it must not refer to anything outside its body. Its
// settings are parameters, not an object, so the minifier can shorten their names; it uses no `?.` or
// `??`, which a transpiler for older targets would spell out at length.
function boot(
  preferencesKey: string,
  timestampKey: string,
  version: string,
  lifetimeMs: number,
  storedAttribute: string,
  waitingSelector: string,
  enhancedEvent: string,
  hintCookie: string,
  signedInAttribute: string,
): void {
  const root = document.documentElement;
  try {
    // JSON.parse(null) is null: no stored choice.
    const stored = JSON.parse(localStorage.getItem(preferencesKey) as string);
    const at = Number(localStorage.getItem(timestampKey));
    if (stored && stored.version === version && at > 0 && Date.now() - at < lifetimeMs) {
      root.setAttribute(storedAttribute, '');
    }
  } catch {
    // No readable storage: the banner shows and asks.
  }
  if (`; ${document.cookie}`.includes(`; ${hintCookie}=`)) {
    root.setAttribute(signedInAttribute, '');
  }
  const waiting = (element: Element) => element.closest(waitingSelector);
  let held: HTMLElement[] = [];
  document.addEventListener(
    'click',
    (event) => {
      // A click's target is an element, or the document (which has no closest).
      const target = event.target instanceof Element && event.target.closest<HTMLElement>('button, summary');
      if (!event.isTrusted || !target || (target as HTMLButtonElement).type === 'submit' || !waiting(target)) return;
      event.preventDefault();
      held.push(target);
    },
    true,
  );
  const replay = () => {
    const ready = held.filter((element) => !waiting(element));
    held = held.filter((element) => waiting(element));
    for (const element of ready) if (element.isConnected) element.click();
  };
  // The event does not bubble: a listener on document hears it in the capture phase.
  document.addEventListener(enhancedEvent, replay, true);
}

/** The script's source (BaseLayout inlines it minified, through head-script-inline.ts). */
export function headScript(): string {
  const settings: Parameters<typeof boot> = [
    CONSENT_PREFERENCES_KEY,
    CONSENT_TIMESTAMP_KEY,
    CONSENT_VERSION,
    CONSENT_LIFETIME_MS,
    CONSENT_STORED_ATTRIBUTE,
    WAITING_SELECTOR,
    ENHANCED_EVENT,
    SIGNED_IN_HINT_COOKIE,
    SIGNED_IN_ATTRIBUTE,
  ];
  return `(${boot.toString()})(${settings.map((value) => JSON.stringify(value)).join(',')});`;
}
