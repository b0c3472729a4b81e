// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { netlifyDevGaps } from './scripts/vite-netlify-gaps.mjs';
import { devFunctions } from './scripts/dev-functions.mjs';
import { FONT_WEIGHTS, fontUnicodeRange, subsetFace } from './scripts/font-subsets.mjs';
import { fallbackCss, fallbackStack } from './scripts/font-fallbacks.mjs';
import { decapAdmin } from './scripts/decap-admin.mjs';
import { inSitemap } from './src/routes.ts';
import { memberChunk, pageChunk } from './scripts/client-chunks.mjs';
import { previewImages } from './scripts/og-image/integration.ts';
import { emptyGatedParts } from './src/lib/members-only-output.ts';

// Google Analytics 4 (only ever loaded after consent): the hosts gtag needs.
const analyticsHosts = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

// The brand's two variable faces, self-hosted from their Fontsource packages and cut to the characters and
// weights the site uses (scripts/font-subsets.mjs): one small file each, both preloaded by every page
// (BaseLayout) and `font-display: optional`. On a fast connection they arrive within the first frame's
// short wait for preloaded optional faces, so a first view is drawn in them; on a slow one the page is
// drawn in system fonts resized to the brand's metrics (scripts/font-fallbacks.mjs, the stylesheet below)
// and keeps them, so no line moves; the next page finds the faces in the cache (docs/decisions/059).
const serifFile = await subsetFace('source-serif-4');
const interFile = await subsetFace('inter');
const FONT_WEIGHT_RANGE = `${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`;

/** The fallback faces' stylesheet, computed from the font files when the config loads; BaseLayout imports it. */
const FALLBACKS_MODULE = 'virtual:font-fallbacks.css';
const fallbacksStylesheet = await fallbackCss();
/** @type {import('vite').Plugin} */
const fontFallbacks = {
  name: 'site-font-fallbacks',
  // As a stylesheet, or as a string (`?inline`) for the styles public pages carry in their HTML.
  resolveId: (id) => (id === FALLBACKS_MODULE || id === `${FALLBACKS_MODULE}?inline` ? `\0${id}` : undefined),
  load: (id) => (id.split('?')[0] === `\0${FALLBACKS_MODULE}` ? fallbacksStylesheet : undefined),
};

// Two client directives of the project's own (docs/decisions/017, 060). Public pages' islands hydrate with
// `client:touched` (src/lib/directives/touched.ts): on the visitor's first touch of the island, so a public
// page runs no React until someone reaches for a control. Members' pages, the landing page's hero and its
// sections hydrate with `client:painted` (src/lib/directives/painted.ts): after the page has loaded and
// painted. Either way nothing is requested or run before the largest paint.
/** @type {import('astro').AstroIntegration} */
const paintedDirective = {
  name: 'client-painted',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'painted', entrypoint: './src/lib/directives/painted.ts' });
      addClientDirective({ name: 'touched', entrypoint: './src/lib/directives/touched.ts' });
    },
  },
};

// Members-only articles' gated parts are written by their pages outside dist/ (src/lib/members-only-output.ts);
// each build starts from an empty folder, so an article made public again leaves no file behind.
/** @type {import('astro').AstroIntegration} */
const membersOnlyParts = {
  name: 'members-only-parts',
  hooks: { 'astro:build:start': () => emptyGatedParts() },
};

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
      fallbacks: fallbackStack('serif'),
      optimizedFallbacks: false,
      display: 'optional',
      options: {
        variants: [
          { src: [serifFile], weight: FONT_WEIGHT_RANGE, style: 'normal', unicodeRange: [fontUnicodeRange()] },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: fallbackStack('sans'),
      optimizedFallbacks: false,
      display: 'optional',
      options: {
        variants: [
          { src: [interFile], weight: FONT_WEIGHT_RANGE, style: 'normal', unicodeRange: [fontUnicodeRange()] },
        ],
      },
    },
  ],
  build: { format: 'directory' },
  integrations: [
    // Islands are React components, rendered at build time and hydrated by React DOM.
    react(),
    paintedDirective,
    // The content editor at /admin/ (Decap CMS): its bundle and previews, outside every public page.
    decapAdmin(),
    // The route table (src/routes.ts) says which pages are listed: not the member, routing-only and
    // e-mail-link pages, nor /public (the landing page again, canonical to /).
    sitemap({ filter: (page) => inSitemap(new URL(page).pathname) }),
    // A 1200x630 preview image for every public page (og:image, twitter:image), drawn from the built page.
    previewImages(),
    membersOnlyParts,
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
    build: {
      // A page's own small stylesheet (the landing page's, about 9 KB with its per-layout placeholders) is
      // inlined: on a phone a second render-blocking file costs a round trip before the first paint
      // (docs/decisions/017). The site's shared styles are written into public pages and linked as a
      // long-cached file by members' pages (064, src/components/layout/SiteStyles.astro); other assets keep
      // Vite's 4 KB rule.
      assetsInlineLimit: (file, content) => (file.endsWith('.css') ? content.length <= 16 * 1024 : undefined),
    },
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
                  // The page's own scripts (src/components/PageScripts.astro) and what they import: a chunk
                  // with no React, which an untouched public page runs alone (scripts/client-chunks.mjs).
                  { name: pageChunk, priority: 3 },
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
                    // would come along with them (so does the members' Brand Persona code, which uses them),
                    // and so does the logo's geometry (src/lib/brand), which pages render as markup.
                    // The labelled-field frame is shared by the contact form and the questionnaire; the
                    // zod-free field-error state and hydration flag by the contact form and the auth forms.
                    test: /[\\/]src[\\/](stores|lib(?![\\/]brand(-persona)?[\\/])|islands[\\/]cookie)[\\/]|[\\/]src[\\/]islands[\\/]ui[\\/]Field\.tsx|[\\/]src[\\/]islands[\\/]forms[\\/](use-hydrated|use-field-error-state)\.ts|[\\/]src[\\/]schemas[\\/](storage|consent-choices|contact-fields|errors)\.ts|node_modules[\\/](nanostores|@nanostores)[\\/]|rolldown[\\/]runtime|preload-helper/,
                    priority: 1,
                  },
                  // zod's two halves (core and the classic API) and the schema helpers built on it, wherever they
                  // load: one file.
                  {
                    name: 'zod',
                    test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]schemas[\\/](zod|text|field-errors)\.ts$/,
                    priority: 1,
                  },
                  // The chart frame (figure, table, summary, legend colours) that the dashboard's two chart
                  // islands share: a file of its own, so the sign-in and account pages that share other code
                  // with those islands neither carry it nor reach the chart drawing it imports on demand.
                  {
                    name: 'charts',
                    test: /[\\/]src[\\/]islands[\\/]charts[\\/](?!WeeklyChart\.)/,
                    priority: 1,
                  },
                  // The member portal's shared code, and what it shares with the sign-in forms, in at most
                  // three files (scripts/client-chunks.mjs).
                  // What they all use (the sign-in forms too) first, so the other two do not pull it in.
                  {
                    name: (id, graph) => (memberChunk(id, graph) === 'forms' ? 'forms' : null),
                    tags: ['$initial'],
                    priority: 1,
                  },
                  { name: memberChunk, tags: ['$initial'], priority: 0 },
                ],
              },
            },
          },
        },
      },
    },
    plugins: [
      fontFallbacks,
      tailwindcss(),
      // Set-Cookie and netlify.toml rewrites under astro dev (scripts/vite-netlify-gaps.mjs).
      ...netlifyDevGaps(),
      // The functions under `astro dev`, compiled when first called (scripts/dev-functions.mjs).
      devFunctions(),
      // Redirects and headers under `astro dev`. Its functions emulation is off: it bundles every function
      // before the first page (scripts/dev-functions.mjs serves them instead). The database is started by
      // scripts/dev.ts (so migrations and the seed can run first); edge functions are off (their emulation
      // downloads Deno).
      netlify({
        database: { enabled: false },
        functions: { enabled: false },
        edgeFunctions: { enabled: false },
        images: { enabled: false },
        blobs: { enabled: false },
      }),
    ],
  },
});
