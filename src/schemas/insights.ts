// Members-only articles: the reply that fills in the gated part of an article's page, and the form of an
// article's address (the file name), which the function checks before it looks for anything.
import { reply, z } from './zod.ts';

/**
 * Where the build writes each members-only article's gated part, relative to the project (and to the
 * members-only function's bundle, which carries the folder through netlify.toml's included_files). Inside
 * .netlify/, which git ignores and dist/ never holds.
 */
export const MEMBERS_ONLY_FOLDER = '.netlify/members-only';

/** An article's address segment: lower-case words joined by single hyphens. */
export const INSIGHT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * The longest address segment an article may have (its file name, less `.md`): room for a long title, and
 * far inside what a file system takes as a name (255 bytes), which the members-only function reads.
 */
export const INSIGHT_SLUG_MAX_LENGTH = 120;

/** The 404 of an address that is no members-only article (public, unknown or malformed). */
export const MEMBERS_ONLY_NOT_FOUND = 'There is no members-only article at this address.';

/** GET /api/insights/{slug}/members-only: the article's body after its first paragraph, as HTML. */
export const membersOnlyBodySchema = reply(() => z.strictObject({ html: z.string().min(1) }));
export type MembersOnlyBody = z.infer<typeof membersOnlyBodySchema>;
