// The built entries, as the build wrote them (src/lib/members-only-output.ts) beside the sending function.
// No file (nothing built yet): nothing to send.
import { readFile } from 'node:fs/promises';
import { BRIEFING_ENTRIES_FILE, type BriefingEntry } from '../../../src/schemas/briefings.ts';

/** The entries file under `root` (the project, or the function's bundle, which keeps the path). */
export async function readBriefingEntries(root: URL): Promise<BriefingEntry[]> {
  try {
    return JSON.parse(await readFile(new URL(BRIEFING_ENTRIES_FILE, root), 'utf8')) as BriefingEntry[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
