// Two gaps of @netlify/vite-plugin under `astro dev`, filled so that signing in works there as it does on
// Netlify and in `npm start` (docs/decisions/008-routing-by-sign-in-state.md). List these plugins before
// the Netlify one in astro.config.mjs.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/**
 * The plugin copies a function's response headers one at a time with res.setHeader, so of several
 * Set-Cookie headers only the last survives (sign-in sets two: the session and the signed-in hint).
 * Here Set-Cookie accumulates instead.
 */
function keepEverySetCookie() {
  return {
    name: 'netlify-gaps:keep-every-set-cookie',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((_req, res, next) => {
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) => {
          if (String(name).toLowerCase() === 'set-cookie' && res.hasHeader('set-cookie')) {
            return setHeader(name, [res.getHeader('set-cookie')].flat().concat(value));
          }
          return setHeader(name, value);
        };
        next();
      });
    },
  };
}

/**
 * netlify.toml's rewrites of pages (status 200) with their Cookie conditions. Redirects (3xx) are left to the
 * plugin; rewrites to a function are the functions' routing (scripts/dev-functions.mjs).
 */
export function rewriteRules(toml) {
  const { redirects = [] } = parse(toml);
  return redirects
    .map((rule) => ({
      from: rule.from,
      to: rule.to,
      status: rule.status ?? 301,
      cookies: rule.conditions?.Cookie ?? [],
    }))
    .filter((rule) => rule.status === 200 && rule.from && rule.to && !rule.to.startsWith('/.netlify/functions/'));
}

const trimSlash = (path) => path.replace(/\/+$/, '') || '/';

/**
 * The plugin looks for a rewrite's target in dist/ (the last build, or nothing), not among the pages Astro
 * renders, so `/` would stay the landing page for a signed-in member. Here the rewrite happens first.
 */
function applyRewrites() {
  const rules = rewriteRules(readFileSync('netlify.toml', 'utf8'));
  return {
    name: 'netlify-gaps:apply-rewrites',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const cookies = (req.headers.cookie ?? '').split(';').map((part) => part.split('=')[0].trim());
        const rule = rules.find(
          (r) => trimSlash(r.from) === trimSlash(url.pathname) && r.cookies.every((name) => cookies.includes(name)),
        );
        if (rule) req.url = `${rule.to}${url.search}`;
        next();
      });
    },
  };
}

export function netlifyDevGaps() {
  return [keepEverySetCookie(), applyRewrites()];
}
