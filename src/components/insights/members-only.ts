// A members-only article for a signed-in member: once the page has painted (page-scripts.ts), asks who is
// signed in (one shared call; none without the signed-in hint) and, for a member, fills the gated part's
// held space with the rest of the article from the members-only function. Signed out after all (a stale
// hint), the call to sign in comes back; a failed read says so in place of the held space.
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/insights.ts';
import { SIGNED_IN_ATTRIBUTE } from '../../schemas/storage.ts';
import { loadUser } from '../../stores/session.ts';

export async function fillMembersOnly(): Promise<void> {
  const part = document.querySelector<HTMLElement>('[data-members-only]');
  if (!part?.dataset.membersOnly || !document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)) return;
  const status = part.querySelector<HTMLElement>('[data-members-only-status]');
  if (!(await loadUser())) {
    document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
    return;
  }
  try {
    const { html } = await api(endpoints.insightMembersOnly, 'GET', { params: { slug: part.dataset.membersOnly } });
    const body = document.createElement('div');
    body.className = 'article-body max-w-measure text-body text-slate-800';
    body.innerHTML = html;
    part.querySelector('.members-only-shape')?.replaceWith(body);
    status?.remove();
  } catch {
    const message = part.querySelector<HTMLTemplateElement>('[data-members-only-error]')?.content.textContent ?? '';
    const note = document.createElement('p');
    note.className = 'max-w-measure rounded-lg bg-red-50 p-4 text-red-900';
    note.setAttribute('role', 'alert');
    note.textContent = message;
    part.querySelector('.members-only-shape')?.replaceWith(note);
    status?.remove();
  }
}
