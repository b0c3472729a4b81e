// Starts a page's plain scripts the way islands start (`client:painted`): after the page has loaded and
// painted, so their code is neither requested nor run before the largest paint. What every page starts
// travels with this island (every page loads it: a file of its own would be one more request); each other
// script is its own chunk, loaded only by the pages that name it. Renders nothing.
import { useEffect } from 'react';
import { startPage } from '../lib/page-start.ts';

const SCRIPTS = {
  /** What every page starts: consent defaults and analytics, the footer's Cookie settings, section links. */
  page: async () => startPage(),
  /** The landing page's sections (services, banners, background video, back to top). */
  landing: () => import('../components/landing/landing.ts').then((module) => module.enhanceLandingPage()),
  /** An embedded application's frame (loading and blocked states). */
  'embedded-app': () => import('../components/pages/embedded-frame.ts').then((module) => module.startEmbeddedFrames()),
};

export type EnhanceScript = keyof typeof SCRIPTS;

export default function Enhance({ script }: { script: EnhanceScript }) {
  useEffect(() => {
    void SCRIPTS[script]();
  }, [script]);
  return null;
}
