// Build time only: writes a members-only article's gated part where the members-only function reads it
// (MEMBERS_ONLY_FOLDER, outside dist/), and empties that folder when a build starts, so an article made
// public again leaves nothing behind (scripts/members-only.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MEMBERS_ONLY_FOLDER } from '../schemas/insights.ts';

const folderIn = (root: string) => path.join(root, MEMBERS_ONLY_FOLDER);

export function writeGatedPart(id: string, html: string, root = process.cwd()): void {
  mkdirSync(folderIn(root), { recursive: true });
  writeFileSync(path.join(folderIn(root), `${id}.html`), html);
}

export function emptyGatedParts(root = process.cwd()): void {
  rmSync(folderIn(root), { recursive: true, force: true });
}
