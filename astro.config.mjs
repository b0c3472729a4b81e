// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { netlifyDevGaps } from './scripts/vite-netlify-gaps.mjs';

// Google Analytics 4 (only ever loaded after consent): the hosts gtag needs.
const analyticsHosts = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

export default defineConfig({
  site: process.env.URL ?? 'https://www.wacadvisory.co.uk',
  output: 'static',
  markdown: { syntaxHighlight: false },
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [
    // Islands are React components, rendered at build time and hydrated by React DOM.
    react(),
    sitemap({
      // Member-only, routing-only and e-mail-link pages stay out of the sitemap, as does /public (the landing page
      // again, canonical to /).
      filter: (page) =>
        !/^\/(dashboard|auth|app|account|member-dashboard|questionnaire|public|forgot-password|reset-password|verify-email)(\/|$)/.test(
          new URL(page).pathname,
        ),
    }),
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
                    test: /[\\/]src[\\/](stores|lib(?![\\/]brand-persona[\\/])|islands[\\/]cookie)[\\/]|[\\/]src[\\/]islands[\\/]contact[\\/]FormField\.tsx|[\\/]src[\\/]islands[\\/]forms[\\/](use-hydrated|use-field-error-state)\.ts|[\\/]src[\\/]schemas[\\/](storage|consent-choices|contact-fields|errors)\.ts|node_modules[\\/](nanostores|@nanostores)[\\/]|rolldown[\\/]runtime|preload-helper/,
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
