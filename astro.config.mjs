// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { netlifyDevGaps } from './scripts/vite-netlify-gaps.mjs';
import { inSitemap } from './src/routes.ts';

// Google Analytics 4 (only ever loaded after consent): the hosts gtag needs.
const analyticsHosts = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

// The brand's two variable faces, self-hosted from their Fontsource packages: the latin subset only (one
// file each, every weight), preloaded, with fallbacks whose metrics Astro matches to each face. With
// `optional` a face that is not there by the first paint waits for the next page: nothing ever moves
// (docs/decisions/015).
/** @param {string} pkg */
const latinFile = (pkg) => `./node_modules/@fontsource-variable/${pkg}/files/${pkg}-latin-wght-normal.woff2`;
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export default defineConfig({
  site: process.env.URL ?? 'https://www.wacadvisory.co.uk',
  output: 'static',
  markdown: { syntaxHighlight: false },
  trailingSlash: 'ignore',
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Source Serif 4',
      cssVariable: '--font-source-serif',
      fallbacks: ['Georgia', 'serif'],
      display: 'optional',
      options: {
        variants: [{ src: [latinFile('source-serif-4')], weight: '200 900', style: 'normal', unicodeRange: [LATIN] }],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['Arial', 'sans-serif'],
      display: 'optional',
      options: { variants: [{ src: [latinFile('inter')], weight: '100 900', style: 'normal', unicodeRange: [LATIN] }] },
    },
  ],
  build: { format: 'directory' },
  integrations: [
    // Islands are React components, rendered at build time and hydrated by React DOM.
    react(),
    // The route table (src/routes.ts) says which pages are listed: not the member, routing-only and
    // e-mail-link pages, nor /public (the landing page again, canonical to /).
    sitemap({ filter: (page) => inSitemap(new URL(page).pathname) }),
  ],
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        `img-src 'self' data: ${analyticsHosts.join(' ')}`,
        `connect-src 'self' ${analyticsHosts.join(' ')}`,
        "font-src 'self'",
        "media-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'", 'https://www.googletagmanager.com'] },
    },
  },
  vite: {
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Few, long-cached requests: React and React DOM in one runtime chunk shared by every page,
              // and the code that several islands and scripts load with the page in one site chunk.
              // Code loaded on demand (the Cookie Preferences dialog, zod, web-vitals) stays apart.
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime/,
                    priority: 2,
                  },
                  {
                    name: 'site',
                    tags: ['$initial'],
                    minShareCount: 2,
                    // Shared browser plumbing only; schemas that build zod validators stay out, or zod
                    // would come along with them (so does the members' Brand Persona code, which uses them).
                    // The labelled-field frame is shared by the contact form and the questionnaire; the
                    // zod-free field-error state and hydration flag by the contact form and the auth forms.
                    test: /[\\/]src[\\/](stores|lib(?![\\/]brand-persona[\\/])|islands[\\/]cookie)[\\/]|[\\/]src[\\/]islands[\\/]ui[\\/]Field\.tsx|[\\/]src[\\/]islands[\\/]forms[\\/](use-hydrated|use-field-error-state)\.ts|[\\/]src[\\/]schemas[\\/](storage|consent-choices|contact-fields|errors)\.ts|node_modules[\\/](nanostores|@nanostores)[\\/]|rolldown[\\/]runtime|preload-helper/,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      },
    },
    plugins: [
      tailwindcss(),
      // Set-Cookie and netlify.toml rewrites under astro dev (scripts/vite-netlify-gaps.mjs).
      ...netlifyDevGaps(),
      // Functions, redirects and headers under `astro dev`. The database is started by scripts/dev.ts
      // (so migrations and the seed can run first); edge functions are off (their emulation downloads Deno).
      netlify({
        database: { enabled: false },
        edgeFunctions: { enabled: false },
        images: { enabled: false },
        blobs: { enabled: false },
      }),
    ],
  },
});
