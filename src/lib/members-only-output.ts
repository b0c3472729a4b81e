// Build time only, what the build hands to functions rather than to visitors (outside dist/): each
// members-only article's gated part, where the members-only function reads it (MEMBERS_ONLY_FOLDER), and the
// list of built entries the briefing e-mails are sent from (BRIEFING_ENTRIES_FILE). Each build starts from
// an empty members-only folder (astro.config.mjs), so an article made public again leaves nothing behind.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MEMBERS_ONLY_FOLDER } from '../schemas/insights.ts';
import { BRIEFING_ENTRIES_FILE, type BriefingEntry } from '../schemas/briefings.ts';

const folderIn = (root: string) => path.join(root, MEMBERS_ONLY_FOLDER);

export function writeGatedPart(id: string, html: string, root = process.cwd()): void {
  mkdirSync(folderIn(root), { recursive: true });
  writeFileSync(path.join(folderIn(root), `${id}.html`), html);
}

export function emptyGatedParts(root = process.cwd()): void {
  rmSync(folderIn(root), { recursive: true, force: true });
}

export function writeBriefingEntries(entries: readonly BriefingEntry[], root = process.cwd()): void {
  const file = path.join(root, BRIEFING_ENTRIES_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`);
}
