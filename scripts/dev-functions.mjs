// The Netlify Functions under `astro dev`, served by the same code as under `npm start`
// (scripts/serve/server.ts): the same request adapter, refusals, client address and context, and the same
// routing by `config.path` and method, then netlify.toml's rewrites to functions
// (scripts/serve/functions.ts). Only the loading differs: each function is loaded through Vite's own
// module loader when called, and again after an edit (Vite watches its imports). @netlify/vite-plugin's emulation would first bundle every function with zip-it-and-ship-it,
// tracing each one's files with @vercel/nft: about a minute of CPU on the dev server's own thread, before
// the first page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorResponse, HttpError } from '../netlify/lib/http.ts';
import { functionRoute, matchPath, withRewrites } from './serve/functions.ts';
import { configureHttpServer, functionsListener, SERVED_METHODS, trustedProxiesFrom } from './serve/server.ts';

const FUNCTIONS_DIR = 'netlify/functions';
/** Every function lives at /api, under it (config.path) or at Netlify's own address; pages never go through here. */
const FUNCTION_PATHS = /^\/(?:api(?:[/\\?#]|$)|\.netlify\/functions\/)/;

/** The routes of every function, loaded through the dev server (its cached modules until one changes). */
async function loadRoutes(server, root, toml) {
  const files = readdirSync(path.join(root, FUNCTIONS_DIR))
    .filter((f) => /\.m?ts$/.test(f))
    .sort();
  const routes = [];
  for (const file of files) {
    const route = functionRoute(file, await server.ssrLoadModule(path.join(root, FUNCTIONS_DIR, file)));
    if (route) routes.push(route);
  }
  return withRewrites(routes, toml);
}

/**
 * @param {{ trustedProxies?: readonly string[]; extraRoutes?: import('./serve/functions.ts').FunctionRoute[] }} [options]
 *   `trustedProxies`: proxies whose X-Forwarded-For is believed (default: TRUSTED_PROXY, as under `npm start`);
 *   `extraRoutes`: routes served before the functions' (the routing tests add a probe, as they do to `npm start`)
 * @returns {import('vite').Plugin}
 */
export function devFunctions(options = {}) {
  return {
    name: 'dev-functions',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      // Read once: a request reloads the functions (Vite answers from its cache), not the routing file.
      const toml = readFileSync(path.join(root, 'netlify.toml'), 'utf8');
      if (server.httpServer) configureHttpServer(server.httpServer);
      // The routes as last loaded: each request to a function's address loads them (Vite answers from its
      // cache until a file changes) before the listener routes it.
      let routes = [];
      const listener = functionsListener({
        functions: async () => routes,
        // Never reached: the middleware passes on to Astro what no function serves.
        fallback: async () => errorResponse(new HttpError(404, 'Not Found')),
        trustedProxies: options.trustedProxies ?? trustedProxiesFrom(),
      });
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '/';
        if (!FUNCTION_PATHS.test(url)) return next();
        try {
          routes = [...(options.extraRoutes ?? []), ...(await loadRoutes(server, root, toml))];
          const method = req.method ?? 'GET';
          // A method no server answers is refused here as under `npm start`; a path no function serves
          // is Astro's (its 404 page).
          const refused = !SERVED_METHODS.includes(method);
          if (!refused && !matchPath(routes, method, new URL(url, 'http://localhost').pathname, url)) return next();
          await listener(req, res);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
