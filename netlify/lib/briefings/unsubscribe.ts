// The unsubscribe link of every briefing e-mail (RFC 8058). GET shows a page with one button, and changes
// nothing (mail scanners follow links); POST, from that button or from a mailbox provider's one-click
// request (`List-Unsubscribe=One-Click`, no cookie, no page), unsubscribes the member the signed token names
// and records it as subscribing is recorded. A token this site did not sign is a 404.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { site } from '../../../src/site.ts';
import { HttpError, withApiHeaders } from '../http.ts';
import { escapeHtml } from '../mail/render.ts';
import { chooseBriefings } from './preferences.ts';
import { memberOfToken } from './token.ts';

const NOT_FOUND =
  'This unsubscribe link is not valid. Use the link in your most recent e-mail, or change your choice on your account page.';

/** Nothing but the site's icon; the form posts back to this address. */
const PAGE_POLICY = "default-src 'none'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg"><title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title></head>
<body><main><p>${escapeHtml(site.name)}</p><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>`;
  return withApiHeaders(
    new Response(html, {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PAGE_POLICY },
    }),
  );
}

function memberOf(token: string): string {
  const userId = memberOfToken(token);
  if (!userId) throw new HttpError(404, NOT_FOUND);
  return userId;
}

/** GET: the confirmation page, one button that posts back to the same address. */
export function unsubscribePage(token: string): Response {
  memberOf(token);
  const action = `?token=${encodeURIComponent(token)}`;
  return page(
    'Stop briefings by e-mail?',
    `<p>You will no longer get new briefings and insights from ${escapeHtml(site.name)} by e-mail. You can turn them on again on your account page.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
  );
}

/** POST: unsubscribes (once: a second request records nothing more) and says so. */
export async function unsubscribe(db: Kysely<Database>, token: string, ip: string): Promise<Response> {
  const userId = memberOf(token);
  const member = await db
    .selectFrom('users')
    .innerJoin('briefingSubscriptions', 'briefingSubscriptions.userId', 'users.id')
    .select(['users.id', 'users.email'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (member) await chooseBriefings(db, member, false, 'unsubscribe-link', { ip });
  return page(
    'You are unsubscribed',
    `<p>We will not e-mail you new briefings any more. To have them again, turn them on on <a href="/account">your account page</a>.</p>`,
  );
}
