// The early-access applications' cards, for members only: the build writes each one's card to a folder
// outside dist/ (src/lib/early-access-output.ts) that ships only with the dashboard's function, so no
// public file names them. No folder (no early-access application, or no build yet) is no cards.
import { readdir, readFile } from 'node:fs/promises';
import { dashboardPosition } from '../../../src/schemas/applications.ts';
import {
  EARLY_ACCESS_FOLDER,
  dashboardApplicationSchema,
  type DashboardApplication,
} from '../../../src/schemas/member-dashboard.ts';

/** Where the build's cards are, from a folder that holds EARLY_ACCESS_FOLDER (the project, or a bundle). */
export const earlyAccessFolderIn = (root: URL): URL => new URL(`${EARLY_ACCESS_FOLDER}/`, root);

/** Every card in `folder`, in the dashboard's order. */
export async function readEarlyAccess(folder: URL): Promise<DashboardApplication[]> {
  let files: string[];
  try {
    files = (await readdir(folder)).filter((file) => file.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const cards = await Promise.all(
    files.map(async (file) =>
      dashboardApplicationSchema.parse(JSON.parse(await readFile(new URL(file, folder), 'utf8'))),
    ),
  );
  return cards.sort((a, b) => dashboardPosition(a.id) - dashboardPosition(b.id));
}
