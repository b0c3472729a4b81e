// The cookie banner and the Cookie Preferences dialog, on every page (BaseLayout): on public pages it
// hydrates when the visitor touches the banner or the footer's Cookie settings button (client:touched),
// on members' pages after the paint (client:painted). It wires the footer's Cookie settings buttons.
// The banner is a fixed bar over the bottom of the page: it never moves the page's layout and leaves
// the page readable and usable. It shows until the visitor makes a current choice. It is in the built
// HTML, so it paints with the page; for a visitor with a current choice the head script marks <html>
// and a style hides it before the first paint (src/lib/head-script.ts), and hydration then removes it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { UiData } from '../content.config.ts';

type CookieConsentCopy = UiData['cookieConsent'];
import {
  $consentNeeded,
  $preferencesOpen,
  chooseConsent,
  loadConsent,
  openCookiePreferences,
} from '../lib/consent-store.ts';
import ConsentButton from './cookie/ConsentButton.tsx';
import { startAnalytics } from '../lib/analytics.ts';
import { markEnhanced } from '../lib/enhance.ts';
import { splitLastSentence } from '../lib/last-sentence.ts';

// The dialog (and Headless UI) downloads only when someone opens it.
const PreferencesDialog = lazy(() => import('./cookie/PreferencesDialog.tsx'));

interface Props {
  copy: CookieConsentCopy;
}

export default function CookieBanner({ copy }: Props) {
  const needed = useStore($consentNeeded);
  const preferencesOpen = useStore($preferencesOpen);
  // The server cannot know the choice: it renders the banner, and the browser decides after hydrating.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    loadConsent();
    setHydrated(true);
    // A choice made here applies at once (the page starts analytics itself only for a stored choice).
    startAnalytics();
    // The footer's Cookie settings buttons open the dialog. A click made before this ran was held by the
    // head script (they carry data-enhance), and is replayed once the button is marked.
    const buttons = [...document.querySelectorAll<HTMLElement>('[data-cookie-settings]')];
    for (const button of buttons) {
      button.addEventListener('click', openCookiePreferences);
      markEnhanced(button);
    }
    return () => {
      for (const button of buttons) button.removeEventListener('click', openCookiePreferences);
    };
  }, []);
  // Once opened, the dialog stays mounted so that closing it returns focus where it came from.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  useEffect(() => {
    if (preferencesOpen) setDialogLoaded(true);
  }, [preferencesOpen]);

  // Below the desktop layout the last sentence and the privacy link start their own line: a browser takes
  // each block of text as one candidate for the largest paint, and the banner's text as one block would
  // outsize a short page's own heading and introduction on a phone.
  const { lead, last } = splitLastSentence(copy.bannerText);

  return (
    <>
      {(!hydrated || needed) && (
        <section
          aria-label={copy.bannerLabel}
          className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(11,31,58,0.12)] backdrop-blur"
          data-testid="cookie-banner"
          data-cookie-banner
        >
          <div className="page-container flex flex-col gap-3 py-3 lg:flex-row lg:items-center lg:gap-6">
            <p className="text-small text-slate-800">
              {lead && `${lead} `}
              <span className="block lg:inline">
                {last}{' '}
                <a className="font-medium text-brand-ocean underline" href={copy.privacyLink.href}>
                  {copy.privacyLink.label}
                </a>
              </span>
            </p>
            <div className="flex shrink-0 flex-wrap gap-2">
              <ConsentButton className="flex-1 sm:flex-none" onClick={() => void chooseConsent('reject_all')}>
                {copy.rejectAll}
              </ConsentButton>
              <ConsentButton className="flex-1 sm:flex-none" onClick={openCookiePreferences}>
                {copy.customize}
              </ConsentButton>
              <ConsentButton
                className="flex-1 sm:flex-none"
                onClick={() => void chooseConsent('accept_all')}
                data-banner-end
              >
                {copy.acceptAll}
              </ConsentButton>
            </div>
          </div>
        </section>
      )}
      {hydrated && (dialogLoaded || preferencesOpen) && (
        <Suspense fallback={null}>
          <PreferencesDialog copy={copy} />
        </Suspense>
      )}
    </>
  );
}
