// What a domain function needs to send mail: the site's address for links, and a way to
// send after the response, so no answer waits on an SMTP server (and none takes longer when an account
// exists, which would tell a stranger so).
import type { Context } from '@netlify/functions';
import { logEvent } from '../log.ts';

/** Runs a task after the response; the task is expected to log its own failures. */
export type Defer = (task: Promise<unknown>) => void;

export interface MailContext {
  /** The origin links in mail point to, e.g. https://www.wacadvisory.co.uk */
  origin: string;
  defer: Defer;
}

type Env = Record<string, string | undefined>;

/**
 * The site's address for links in mail, from configuration only, never from the request (a forged Host
 * would send a reset link to another site): Netlify's DEPLOY_PRIME_URL on previews and branch deploys,
 * its URL in production, and SITE_URL where Netlify sets neither (`npm start` and `npm run dev` set it to
 * their own address; a server of your own sets it to its public one). Netlify's local emulation makes up
 * deploy URLs, so under it only SITE_URL counts.
 */
export function siteOrigin(env: Env = process.env): string {
  const local = env.NETLIFY_LOCAL === 'true' || env.CONTEXT === 'dev';
  const preview = env.CONTEXT && env.CONTEXT !== 'production' ? env.DEPLOY_PRIME_URL : undefined;
  const configured = local ? env.SITE_URL : preview || env.URL || env.SITE_URL;
  if (!configured) throw new Error('Neither URL nor SITE_URL is set: links in e-mails need the address of the site.');
  return new URL(configured).origin;
}

export function mailContext(context: Partial<Pick<Context, 'waitUntil'>>): MailContext {
  return {
    origin: siteOrigin(),
    defer: (task) => {
      const guarded = task.catch((error: unknown) =>
        logEvent('background.failed', { error: error instanceof Error ? error.message : String(error) }),
      );
      // Netlify keeps the function alive for it; elsewhere (local servers) the process simply runs on.
      if (typeof context.waitUntil === 'function') context.waitUntil(guarded);
    },
  };
}
