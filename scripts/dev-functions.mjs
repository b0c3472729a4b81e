// The Netlify Functions under `astro dev`, loaded through Vite's own module loader and routed by their
// `config.path` as `npm start` routes them (scripts/serve/functions.ts). @netlify/vite-plugin's emulation
// would first bundle every function with zip-it-and-ship-it, tracing each one's files with @vercel/nft: about
// a minute of CPU on the dev server's own thread, before the first page. Here a function is compiled when
// first called, and again after an edit (Vite watches its imports).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const FUNCTIONS_DIR = 'netlify/functions';

/** The routes of every function, loaded through the dev server (its cached modules until one changes). */
async function loadRoutes(server, root) {
  const { functionRoute } = await server.ssrLoadModule(path.join(root, 'scripts/serve/functions.ts'));
  const files = readdirSync(path.join(root, FUNCTIONS_DIR))
    .filter((f) => /\.m?ts$/.test(f))
    .sort();
  const routes = [];
  for (const file of files) {
    const route = functionRoute(file, await server.ssrLoadModule(path.join(root, FUNCTIONS_DIR, file)));
    if (route) routes.push(route);
  }
  return routes;
}

/** A web Request from Node's request (the body streamed through). */
function toRequest(req) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    for (const one of [value].flat()) headers.append(name, one);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    duplex: hasBody ? 'half' : undefined,
  });
}

/** Writes a web Response to Node's response, every Set-Cookie line kept. */
async function send(response, res) {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (response.body) await pipeline(Readable.fromWeb(response.body), res);
  else res.end();
}

/** @returns {import('vite').Plugin} */
export function devFunctions() {
  return {
    name: 'dev-functions',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      server.middlewares.use(async (req, res, next) => {
        // Every function lives under /api/ (config.path) or Netlify's own address; pages skip this.
        if (!/^\/(api|\.netlify\/functions)\//.test(req.url ?? '')) return next();
        try {
          const { matchFunction, functionContext } = await server.ssrLoadModule(
            path.join(root, 'scripts/serve/functions.ts'),
          );
          const request = toRequest(req);
          const match = matchFunction(await loadRoutes(server, root), request);
          if (!match) return next();
          const client = req.socket.remoteAddress ?? '127.0.0.1';
          await send(await match.route.handler(request, functionContext(client, match.params)), res);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
