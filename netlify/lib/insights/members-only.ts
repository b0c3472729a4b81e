// The rest of a members-only article: the HTML the build rendered for it (src/pages/insights/[slug].astro)
// into a folder shipped only with the members-only function (netlify.toml's included_files), never in
// dist/. A public article has no file there, so it answers 404 as an unknown one does; so does an address
// that is no article's (the contract's form and length of one, far shorter than a file name can be), before
// any file is looked for.
import { readFile } from 'node:fs/promises';
import { HttpError } from '../http.ts';
import { insightSlugParam } from '../../../src/schemas/api-params.ts';
import {
  MEMBERS_ONLY_FOLDER,
  MEMBERS_ONLY_NOT_FOUND as NOT_FOUND,
  type MembersOnlyBody,
} from '../../../src/schemas/insights.ts';

/** Where the build's files are, from a folder that holds MEMBERS_ONLY_FOLDER (the project, or a bundle). */
export const membersOnlyFolderIn = (root: URL): URL => new URL(`${MEMBERS_ONLY_FOLDER}/`, root);

/** The rest of the article `slug`, from `folder`; 404 for an address that is no members-only article. */
export async function readMembersOnlyBody(folder: URL, slug: string): Promise<MembersOnlyBody> {
  if (!insightSlugParam.schema.safeParse(slug).success) throw new HttpError(404, NOT_FOUND);
  try {
    return { html: await readFile(new URL(`${slug}.html`, folder), 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, NOT_FOUND);
    throw error;
  }
}
