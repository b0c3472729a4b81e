// The content editor at /admin/ (Decap CMS, docs/decisions/021-decap-cms-content-editor.md), served from
// the site's own build: public/admin/ holds the page and the generated config.yml; this integration adds
// Decap's bundle from node_modules/decap-cms and the editor's own script (src/cms/admin.tsx: previews in
// the site's look, tidy-up before saving), compiled with esbuild. Nothing here touches a public page.
// The built editor knows nothing of a local backend: config.yml has no `local_backend` and the policy
// (netlify.toml) allows no localhost. Only `astro dev` (npm run dev) serves both with the local backend
// on, through `withLocalBackend` and `withLocalBackendPolicy`.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse as parseToml } from 'smol-toml';
import { parse, stringify } from 'yaml';
import { subsetFace } from './font-subsets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const decapDist = path.join(root, 'node_modules', 'decap-cms', 'dist');
const ADMIN_ENTRY = path.join(root, 'src', 'cms', 'admin.tsx');

/** Where Decap looks for its local backend (decap-server, scripts/local-editor.ts). */
export const LOCAL_BACKEND_ORIGIN = 'http://localhost:8081';

/** config.yml as `npm run dev` serves it: the local backend on. */
export function withLocalBackend(configText) {
  return configText.replace(/^backend:/m, 'local_backend: true\nbackend:');
}

/** The production policy of /admin/* (netlify.toml's header rule). */
export function adminPolicy() {
  const { headers } = parseToml(readFileSync(path.join(root, 'netlify.toml'), 'utf8'));
  return headers.find((rule) => rule.for === '/admin/*').values['Content-Security-Policy'];
}

/** The editor's policy as `npm run dev` serves it: its data may also come from the local backend. */
export function withLocalBackendPolicy(policy) {
  return policy.replace(/connect-src ([^;]*)/, `connect-src $1 ${LOCAL_BACKEND_ORIGIN}`);
}

/** Decap's entry, the chunks it loads on demand and its WebAssembly; not the source maps. */
const isDecapFile = (name) => /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name);

/** The page copy the previews show around an entry (labels such as 'Read more'). */
function previewCopy() {
  const page = (name) => parse(readFileSync(path.join(root, 'src', 'content', 'pages', `${name}.yaml`), 'utf8'));
  const home = page('home');
  const leaders = parse(readFileSync(path.join(root, 'src', 'content', 'leaders.yaml'), 'utf8')).entries;
  return {
    caseStudies: home.caseStudies,
    services: home.services,
    leadership: home.about.leadership,
    faq: home.faq,
    insights: page('insights'),
    leaders: leaders.map(({ id, name }) => ({ id, name })),
  };
}

/**
 * The editor's script: React previews and Decap's event hooks. `styles` are the site's stylesheets for the
 * preview pane.
 */
async function buildAdminScript(styles, minify) {
  const result = await build({
    entryPoints: [ADMIN_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify,
    jsx: 'automatic',
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development'),
      PREVIEW_STYLES: JSON.stringify(styles),
      PREVIEW_COPY: JSON.stringify(previewCopy()),
    },
  });
  return result.outputFiles[0].text;
}

/**
 * The faces' display in the preview pane: the site's pages use `optional` (a face that misses the first
 * paint waits for the next page), but the pane is drawn once and redrawn in place, so a face arriving a
 * moment late would never be shown there. `swap` draws it as soon as it arrives.
 */
const swapFaces = (css) => css.replaceAll('font-display:optional', 'font-display:swap');

/**
 * The stylesheets a built page uses: its linked CSS files, and its inline <style> blocks (the @font-face
 * rules of the self-hosted faces among them) gathered into one file beside the editor.
 */
function builtStyles(outDir, adminDir) {
  const html = readFileSync(path.join(outDir, 'case-study-details', 'index.html'), 'utf8');
  const links = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]);
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  writeFileSync(path.join(adminDir, 'preview.css'), swapFaces(inline));
  return [...links.filter(Boolean), '/admin/preview.css'];
}

/**
 * Under `astro dev`, the two faces for the preview pane: the same subset files the build serves (from
 * Vite's /@fs/ route) under the family names and CSS variables the site's stylesheet uses.
 */
async function devFaces() {
  const face = async (family, pkg) =>
    `@font-face{font-family:'${family}';src:url('/@fs${await subsetFace(pkg)}') format('woff2');font-weight:400 700;font-display:swap}`;
  return [
    await face('Source Serif 4', 'source-serif-4'),
    await face('Inter', 'inter'),
    ":root{--font-source-serif:'Source Serif 4',Georgia,serif;--font-inter:Inter,Arial,sans-serif}",
  ].join('\n');
}

/** On Netlify the repository is known (REPOSITORY_URL); the editor's GitHub backend uses it. */
function setRepository(adminDir) {
  const match = /github\.com[/:]([^/]+\/[^/.]+)/.exec(process.env.REPOSITORY_URL ?? '');
  if (!match) return;
  const file = path.join(adminDir, 'config.yml');
  const text = readFileSync(file, 'utf8');
  const header = text.slice(0, text.indexOf('backend:'));
  const config = parse(text);
  config.backend.repo = match[1];
  writeFileSync(file, header + stringify(config, { lineWidth: 0, aliasDuplicateObjects: false }));
}

/** @returns {import('astro').AstroIntegration} */
export function decapAdmin() {
  return {
    name: 'decap-admin',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const adminDir = path.join(outDir, 'admin');
        mkdirSync(adminDir, { recursive: true });
        for (const name of readdirSync(decapDist).filter(isDecapFile)) {
          copyFileSync(path.join(decapDist, name), path.join(adminDir, name));
        }
        writeFileSync(path.join(adminDir, 'admin.js'), await buildAdminScript(builtStyles(outDir, adminDir), true));
        setRepository(adminDir);
        logger.info('Decap CMS written to admin/');
      },
      'astro:server:setup': ({ server }) => {
        // Under `astro dev`: the same files, from node_modules and compiled on request; the preview pane
        // takes the site's stylesheet from Vite and the faces from devFaces().
        server.middlewares.use(async (req, res, next) => {
          const url = new URL(req.url ?? '/', 'http://localhost');
          if (url.pathname === '/admin' || url.pathname === '/admin/' || url.pathname === '/admin/index.html') {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Content-Security-Policy', withLocalBackendPolicy(adminPolicy()));
            res.end(readFileSync(path.join(root, 'public', 'admin', 'index.html')));
            return;
          }
          if (url.pathname === '/admin/config.yml') {
            res.setHeader('Content-Type', 'text/yaml; charset=utf-8');
            res.end(withLocalBackend(readFileSync(path.join(root, 'public', 'admin', 'config.yml'), 'utf8')));
            return;
          }
          if (url.pathname === '/admin/admin.js') {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.end(await buildAdminScript(['/src/styles/global.css?direct', '/admin/preview.css'], false));
            return;
          }
          if (url.pathname === '/admin/preview.css') {
            res.setHeader('Content-Type', 'text/css; charset=utf-8');
            res.end(await devFaces());
            return;
          }
          const name = url.pathname.startsWith('/admin/') ? url.pathname.slice('/admin/'.length) : '';
          if (name && isDecapFile(name) && existsSync(path.join(decapDist, name))) {
            res.setHeader(
              'Content-Type',
              name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8',
            );
            res.end(readFileSync(path.join(decapDist, name)));
            return;
          }
          next();
        });
      },
    },
  };
}
