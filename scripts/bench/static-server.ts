// A static server for dist/ as a CDN serves it: Brotli for text, long caching for content-hashed
// assets, directory indexes and the 404 page. Lighthouse measures public pages through it, so page
// scores reflect the pages, not the production-like server's development conveniences.
import http from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

function resolve(root: string, pathname: string): string | null {
  const file = path.join(root, decodeURIComponent(pathname));
  if (!file.startsWith(root)) return null;
  if (existsSync(file) && statSync(file).isFile()) return file;
  const index = path.join(file, 'index.html');
  return existsSync(index) ? index : null;
}

export function startStaticServer(root: string, port: number): Promise<http.Server> {
  const dist = path.resolve(root);
  const cache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = resolve(dist, pathname);
    const status = file ? 200 : 404;
    const served = file ?? path.join(dist, '404.html');
    const type = TYPES[path.extname(served)] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(served);
    const headers: Record<string, string> = { 'Content-Type': type };
    headers['Cache-Control'] = pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (COMPRESSIBLE.test(type) && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const compressed =
        cache.get(served) ?? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      cache.set(served, compressed);
      body = compressed;
      headers['Content-Encoding'] = 'br';
      headers.Vary = 'Accept-Encoding';
    }
    res.writeHead(status, headers).end(body);
  });
  return new Promise((resolveServer) => server.listen(port, '127.0.0.1', () => resolveServer(server)));
}
