// The administrators' panels' copy travels once, as one static JSON file (src/pages/dashboard-admin.json.ts)
// that the panels fetch when they load, so the dashboard's HTML, which every member downloads, does not
// carry it.
import { ADMIN_COPY_KEYS, type AdminCopy, type AdminCopyKey } from './copy.ts';

/** Where the file is served. */
export const ADMIN_COPY_PATH = '/dashboard-admin.json';

/** The dashboard's copy split in two: what its HTML carries, and the administrators' file. */
export function splitAdminCopy<T extends AdminCopy>(copy: T): { member: Omit<T, AdminCopyKey>; admin: AdminCopy } {
  const admin = Object.fromEntries(ADMIN_COPY_KEYS.map((key) => [key, copy[key]])) as AdminCopy;
  const member = Object.fromEntries(
    Object.entries(copy).filter(([key]) => !(ADMIN_COPY_KEYS as readonly string[]).includes(key)),
  ) as Omit<T, AdminCopyKey>;
  return { member, admin };
}

/**
 * The file as served, read through the content schema it was cut from (a file from another build, or
 * cut short, fails here rather than as a blank label in a panel); throws when it cannot be fetched or
 * does not match, and the panels then show the load error.
 */
export async function fetchAdminCopy(): Promise<AdminCopy> {
  const response = await fetch(ADMIN_COPY_PATH);
  if (!response.ok) throw new Error(`${ADMIN_COPY_PATH} answered ${response.status}`);
  // The schema, and zod with it, load with the administrators' panels, never with the dashboard's page.
  const { dashboardPage } = await import('../../content/schemas/pages/dashboard.ts');
  const keys = Object.fromEntries(ADMIN_COPY_KEYS.map((key) => [key, true])) as Record<AdminCopyKey, true>;
  return dashboardPage.pick(keys).parse(await response.json());
}
