// The JavaScript and CSS a built page makes the browser download: <script src>, module preloads,
// island component and renderer URLs, and every chunk those import, counted once per page; and what the
// page itself weighs: its HTML (raw and Brotli), its elements, the scripts the parser would fetch or run
// before the first paint, and the font files it preloads.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface PageWeight {
  page: string;
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  html: { raw: number; brotli: number; elements: number };
  /** Scripts the parser fetches (`<script src>`, module preloads) and inline script bytes it runs. */
  parserScripts: { files: number; inlineBytes: number };
  /** Font files the page preloads, and their bytes. */
  preloadedFonts: { files: number; bytes: number };
}

/** Elements in an HTML document: every start tag (comments and the doctype are not elements). */
export function elementCount(html: string): number {
  return html.match(/<[a-zA-Z][\w:-]*[\s/>]/g)?.length ?? 0;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);

/** Static imports load with the page; dynamic ones (`import('./x.js')`) only when code asks for them. */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
const ANY_IMPORT = /(?:import|from)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;

function jsClosure(distDir: string, entry: string, seen: Set<string>, pattern: RegExp): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const code = readFileSync(path.join(distDir, entry), 'utf8');
  for (const m of code.matchAll(pattern)) {
    jsClosure(distDir, path.posix.join(path.posix.dirname(entry), m[1]!), seen, pattern);
  }
}

function sizes(distDir: string, files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let count = 0;
  for (const file of files) {
    const content = readFileSync(path.join(distDir, file));
    raw += content.byteLength;
    gzip += gzipSync(content).byteLength;
    count += 1;
  }
  return { files: count, raw, gzip };
}

/** A URL on the site itself (not another origin). */
const local = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** The scripts a page's HTML references, with every chunk they import (`onDemand: false`: static imports only). */
function scriptsOf(distDir: string, html: string, options: { onDemand?: boolean }): Set<string> {
  const pattern = options.onDemand === false ? STATIC_IMPORT : ANY_IMPORT;
  const scripts = [
    ...attr(html, /<script[^>]*\ssrc="([^"]+)"/g),
    ...attr(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...attr(html, /\scomponent-url="([^"]+)"/g),
    ...attr(html, /\srenderer-url="([^"]+)"/g),
  ].filter(local);
  const js = new Set<string>();
  for (const src of scripts) jsClosure(distDir, src.replace(/^\//, ''), js, pattern);
  return js;
}

/**
 * The script files (relative to dist) a built page loads: its scripts, module preloads, islands and their
 * renderers, with every chunk they import; `{ onDemand: false }` follows static imports only.
 */
export function pageScripts(distDir: string, htmlPath: string, options: { onDemand?: boolean } = {}): Set<string> {
  return scriptsOf(distDir, readFileSync(path.join(distDir, htmlPath), 'utf8'), options);
}

/**
 * Weights of one built page (path relative to dist, e.g. 'index.html'). By default every chunk the page
 * can ever load counts, including those imported on demand; `{ onDemand: false }` counts only what loads
 * with the page (scripts, islands and their static imports).
 */
export function pageWeight(distDir: string, htmlPath: string, options: { onDemand?: boolean } = {}): PageWeight {
  const html = readFileSync(path.join(distDir, htmlPath), 'utf8');
  const js = scriptsOf(distDir, html, options);
  // Astro inlines small hoisted scripts; count them too.
  const inline = attr(html, /<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g).join('');
  const jsSizes = sizes(distDir, js);
  jsSizes.raw += Buffer.byteLength(inline);
  jsSizes.gzip += inline ? gzipSync(inline).byteLength : 0;
  const css = new Set(
    attr(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)
      .filter(local)
      .map((h) => h.replace(/^\//, '')),
  );
  const inlineCss = attr(html, /<style[^>]*>([\s\S]*?)<\/style>/g).join('');
  const cssSizes = sizes(distDir, css);
  cssSizes.raw += Buffer.byteLength(inlineCss);
  cssSizes.gzip += inlineCss ? gzipSync(inlineCss).byteLength : 0;
  // A script inside a <template> is inert until copied into the page (the page's own scripts, after the paint).
  const parsed = html.replace(/<template[\s>][\s\S]*?<\/template>/g, '');
  const parserScripts = {
    files:
      attr(parsed, /<script[^>]*\ssrc="([^"]+)"/g).length +
      attr(parsed, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g).length,
    inlineBytes: Buffer.byteLength(inline),
  };
  const fontUrls = attr(html, /<link[^>]*rel="preload"[^>]*href="([^"]+)"[^>]*as="font"/g).filter(local);
  const preloadedFonts = {
    files: fontUrls.length,
    bytes: fontUrls.reduce((sum, url) => sum + statSync(path.join(distDir, url)).size, 0),
  };
  const htmlWeight = {
    raw: Buffer.byteLength(html),
    brotli: brotliCompressSync(html).byteLength,
    elements: elementCount(html),
  };
  const page = '/' + htmlPath.replace(/index\.html$/, '').replace(/\.html$/, '');
  return {
    page: page.replace(/\/$/, '') || '/',
    js: jsSizes,
    css: cssSizes,
    html: htmlWeight,
    parserScripts,
    preloadedFonts,
  };
}

export async function pageWeights(distDir: string, options: { onDemand?: boolean } = {}): Promise<PageWeight[]> {
  return htmlFiles(distDir)
    .map((file) => pageWeight(distDir, path.relative(distDir, file).split(path.sep).join('/'), options))
    .sort((a, b) => a.page.localeCompare(b.page));
}
