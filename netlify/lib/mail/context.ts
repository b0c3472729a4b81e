// What a domain function needs to send mail: the site's address for links, and a way to
// send after the response, so no answer waits on an SMTP server (and none takes longer when an account
// exists, which would tell a stranger so).
import type { Context } from '@netlify/functions';
import { logEvent } from '../log.ts';
import { siteOrigin } from '../site-address.ts';

/** Runs a task after the response; the task is expected to log its own failures. */
export type Defer = (task: Promise<unknown>) => void;

export interface MailContext {
  /** The origin links in mail point to, e.g. https://www.wacadvisory.co.uk */
  origin: string;
  defer: Defer;
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
