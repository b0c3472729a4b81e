// Build-time access to the pages collection: the copy of one page, typed by its id.
import { getEntry } from 'astro:content';
import type { PageData, PageId, UiData } from '../content.config.ts';
import type { PortalHeaderCopy } from '../content/schemas/pages/dashboard.ts';

/** The data of src/content/pages/{id}.yaml; a missing file fails the build with its name. */
export async function getPage<P extends PageId>(id: P): Promise<PageData<P>> {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`src/content/pages/${id}.yaml is missing`);
  return entry.data as PageData<P>;
}

/** The member portal's header: dashboard.yaml's, with the website's Logout pending label and toasts. */
export async function getPortalHeader(): Promise<PortalHeaderCopy> {
  const [{ header }, ui] = await Promise.all([getPage('dashboard'), getUi()]);
  return { ...header, logout: ui.memberLinks.logout };
}

/** The words every page shares (src/content/ui.yaml). */
export async function getUi(): Promise<UiData> {
  const entry = await getEntry('ui', 'shared');
  if (!entry) throw new Error('src/content/ui.yaml has no shared entry');
  return entry.data as UiData;
}
