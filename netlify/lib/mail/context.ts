// What a domain function needs to send mail from a request: the site's address for links, and a way to
// send after the response, so no answer waits on an SMTP server (and none takes longer when an account
// exists, which would tell a stranger so).
import type { Context } from '@netlify/functions';
import { logEvent } from '../log.ts';
import { isProduction } from '../session/config.ts';

/** Runs a task after the response; the task is expected to log its own failures. */
export type Defer = (task: Promise<unknown>) => void;

export interface MailContext {
  /** The origin links in mail point to, e.g. https://www.wacadvisory.co.uk */
  origin: string;
  defer: Defer;
}

type Env = Record<string, string | undefined>;

/**
 * Links in mail never trust the request's Host header (a forged one would send a reset link to another
 * site): Netlify's URL (DEPLOY_PRIME_URL on previews) when set, which it always is on Netlify; the
 * request's own origin only on a developer's machine.
 */
export function siteOrigin(request: Request, env: Env = process.env): string {
  // Netlify's local emulation (`npm run dev`) makes up deploy URLs: the developer's page is the origin.
  const local = env.NETLIFY_LOCAL === 'true' || env.CONTEXT === 'dev';
  if (local && !isProduction(env)) return new URL(request.url).origin;
  const preview = env.CONTEXT && env.CONTEXT !== 'production' ? env.DEPLOY_PRIME_URL : undefined;
  const configured = preview || env.URL;
  if (configured) return new URL(configured).origin;
  if (isProduction(env)) throw new Error('URL is not set: links in e-mails need the address of the site.');
  return new URL(request.url).origin;
}

export function mailContext(request: Request, context: Partial<Pick<Context, 'waitUntil'>>): MailContext {
  return {
    origin: siteOrigin(request),
    defer: (task) => {
      const guarded = task.catch((error: unknown) =>
        logEvent('background.failed', { error: error instanceof Error ? error.message : String(error) }),
      );
      // Netlify keeps the function alive for it; elsewhere (local servers) the process simply runs on.
      if (typeof context.waitUntil === 'function') context.waitUntil(guarded);
    },
  };
}
