// Build-time access to the applications collection for public pages: an application marked `earlyAccess`
// never leaves this module for them (it is shown only on members' dashboards), so the landing page, the
// access list, the showcases and the embedded pages (and so the sitemap and their structured data) cannot
// list it by mistake.
import { getCollection, type CollectionEntry } from 'astro:content';

type ApplicationEntry = CollectionEntry<'applications'>;

/** The applications public pages may show, narrowed by `filter`. */
export function getPublicApplications(
  filter: (data: ApplicationEntry['data']) => boolean = () => true,
): Promise<ApplicationEntry[]> {
  return getCollection('applications', ({ data }) => !data.earlyAccess && filter(data));
}
