// A static server for dist/ as a CDN serves it: Brotli for text, long caching for content-hashed
// assets, directory indexes and the 404 page. Lighthouse measures pages through it, so page scores
// reflect the pages, not the production-like server's development conveniences. With `apiOrigin` it
// passes /api/* on to the production-like server there, as Netlify sends them to the functions: the
// pages behind sign-in are measured with their real calls.
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

/**
 * Forwards the request to `origin` as it came (method, headers, body) and streams the answer back. On
 * Netlify the pages and the functions share one origin, so a page's request names the functions' origin
 * here too (else the server's cross-site check would refuse the page's own writes, such as the passkey
 * autofill's options request on /auth).
 */
function forward(origin: string, req: http.IncomingMessage, res: http.ServerResponse): void {
  const target = new URL(req.url ?? '/', origin);
  const sameSite = req.headers.origin ? { origin: target.origin } : {};
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, ...sameSite, host: target.host } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

export function startStaticServer(root: string, port: number, apiOrigin?: string): Promise<http.Server> {
  const dist = path.resolve(root);
  const cache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (apiOrigin && pathname.startsWith('/api/')) return forward(apiOrigin, req, res);
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
