// Loads every Netlify Function once and routes requests to it by its `config.path` (less its
// `config.excludedPath`) and `config.method`, as a warm Netlify Function instance would: module state
// such as the database pool lives across requests. (@netlify/dev's own emulation starts a fresh worker
// per request.) Then, as on Netlify, where no function's path matched, netlify.toml's rewrites to a
// function's own address (/api and /api/* to the API's catch-all) apply. An address under /api sent with a
// dot segment ('..', '.', percent-encoded or not) names no endpoint: the catch-all answers it, although the
// URL parser would resolve /api/%2e%2e/admin to /admin, a page address.
// Scheduled functions (`config.schedule`) are not routed at all: on Netlify only the scheduler runs them,
// so here, as there, their URL answers 404 and no visitor can start a purge.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';
import { parse } from 'smol-toml';
import { logEvent } from '../../netlify/lib/log.ts';

type Handler = (request: Request, context: Context) => Promise<Response> | Response;

export interface FunctionRoute {
  name: string;
  patterns: URLPattern[];
  /** Paths the function does not answer although a pattern matches them (`config.excludedPath`). */
  excluded?: URLPattern[];
  methods?: string[];
  handler: Handler;
  /** A netlify.toml rewrite to the function: tried only where no function's own path matched. */
  rewrite?: true;
}

type FunctionModule = { default: Handler; config?: Config };

/** A function file's route: its `config.path` and methods, and its own /.netlify/functions/ address. */
export function functionRoute(file: string, mod: FunctionModule): FunctionRoute | null {
  if (mod.config?.schedule) return null;
  const name = file.replace(/\.m?ts$/, '');
  const paths = mod.config?.path === undefined ? [] : [mod.config.path].flat();
  const methods = mod.config?.method === undefined ? undefined : [mod.config.method].flat();
  const excluded = mod.config?.excludedPath === undefined ? [] : [mod.config.excludedPath].flat();
  return {
    name,
    patterns: [...paths, `/.netlify/functions/${name}`].map((p) => new URLPattern({ pathname: p })),
    excluded: excluded.map((p) => new URLPattern({ pathname: p })),
    methods,
    handler: mod.default,
  };
}

interface RedirectRule {
  from?: string;
  to?: string;
  status?: number;
  conditions?: unknown;
}

const FUNCTION_ADDRESS = /^\/\.netlify\/functions\/([\w-]+)$/;

/**
 * netlify.toml's unconditional rewrites (status 200) to a function's own /.netlify/functions/ address, as
 * routes after every function's own: Netlify matches functions' paths before it applies redirect rules
 * (@netlify/dev's request chain: edge functions, images, functions, then redirects and static files), so
 * such a rule answers only the paths no function serves.
 */
export function rewritesToFunctions(routes: FunctionRoute[], toml: string): FunctionRoute[] {
  const { redirects = [] } = parse(toml) as { redirects?: RedirectRule[] };
  return redirects.flatMap((rule) => {
    const name = FUNCTION_ADDRESS.exec(rule.to ?? '')?.[1];
    const target = routes.find((route) => route.name === name);
    if (!target || !rule.from || rule.status !== 200 || rule.conditions) return [];
    return [{ ...target, patterns: [new URLPattern({ pathname: rule.from })], excluded: [], rewrite: true as const }];
  });
}

/** The routes of these functions, then the rewrites to them in netlify.toml (its text). */
export function withRewrites(routes: FunctionRoute[], toml: string): FunctionRoute[] {
  return [...routes, ...rewritesToFunctions(routes, toml)];
}

export async function loadFunctions(directory: string): Promise<FunctionRoute[]> {
  const routes: FunctionRoute[] = [];
  for (const file of readdirSync(directory)
    .filter((f) => /\.m?ts$/.test(f))
    .sort()) {
    // `npm start` imports the functions as they are; `astro dev` loads this module through Vite only to route
    // (scripts/dev-functions.mjs), so Vite has nothing to analyse here.
    const url = pathToFileURL(path.join(directory, file)).href;
    const mod = (await import(/* @vite-ignore */ url)) as FunctionModule;
    const route = functionRoute(file, mod);
    if (route) routes.push(route);
  }
  return withRewrites(routes, readFileSync(path.resolve(directory, '..', '..', 'netlify.toml'), 'utf8'));
}

type FunctionMatch = { route: FunctionRoute; params: Record<string, string> };

/** Matches already made, by method and path: trying every pattern in turn costs more than the call itself. */
const matches = new WeakMap<FunctionRoute[], Map<string, FunctionMatch | undefined>>();
/** Paths remembered per route table; beyond this the memory starts afresh (ids in paths make keys unbounded). */
const MATCHES_KEPT = 1000;

function findFunction(routes: FunctionRoute[], method: string, pathname: string): FunctionMatch | undefined {
  for (const route of routes) {
    if (route.methods && !route.methods.includes(method)) continue;
    if (route.excluded?.some((pattern) => pattern.test({ pathname }))) continue;
    for (const pattern of route.patterns) {
      const match = pattern.exec({ pathname });
      if (match) return { route, params: match.pathname.groups as Record<string, string> };
    }
  }
  return undefined;
}

/**
 * A request target under /api with a dot segment in its path: '.' or '..', as is or percent-encoded, after
 * a slash (or a backslash, which the URL parser reads as one).
 */
const API_DOT_SEGMENT = /^\/api(?:[/\\][^?#]*)?[/\\](?:\.|%2e){1,2}(?=[/\\?#]|$)/i;

/** The function that answers a request; `sent` is its target as the client sent it (Node's `req.url`). */
export function matchFunction(routes: FunctionRoute[], request: Request, sent?: string): FunctionMatch | undefined {
  return matchPath(routes, request.method, new URL(request.url).pathname, sent);
}

/**
 * The function that answers this method on this path, with its path parameters, if one does. `sent`, the
 * target before the URL parser resolved its dot segments: one under /api with a dot segment is answered by
 * the rewrites alone, as an /api address no function serves (never by the function or page it resolves to).
 */
export function matchPath(
  routes: FunctionRoute[],
  method: string,
  pathname: string,
  sent = pathname,
): FunctionMatch | undefined {
  if (API_DOT_SEGMENT.test(sent)) {
    return findFunction(
      routes.filter((route) => route.rewrite),
      method,
      '/api/',
    );
  }
  const key = `${method} ${pathname}`;
  let known = matches.get(routes);
  if (!known || known.size >= MATCHES_KEPT) matches.set(routes, (known = new Map()));
  if (!known.has(key)) known.set(key, findFunction(routes, method, pathname));
  const match = known.get(key);
  // Each request gets its own parameters: a function may change what it is given.
  return match && { route: match.route, params: { ...match.params } };
}

let requestCounter = 0;

/**
 * Work a function leaves running after its response (mail): on Netlify the instance is kept alive for it;
 * here the process runs on anyway. A failure the task did not handle itself is logged, never lost.
 */
function waitUntil(task: Promise<unknown>): void {
  task.catch((error: unknown) =>
    logEvent('background.failed', { error: error instanceof Error ? error.message : String(error) }),
  );
}

/** The parts of Netlify's Context the functions use: client IP, path parameters, request id, waitUntil. */
export function functionContext(ip: string, params: Record<string, string>): Context {
  return { ip, params, requestId: `local-${++requestCounter}`, waitUntil } as Context;
}
