// Where embedded Postgres servers keep their data: in the project's ignored folders (.tmp/postgres/ for
// the tests' temporary servers, .netlify/postgres/ for the local commands' kept one). As root the server
// runs as the `postgres` user, which must be able to reach its folder: the folders made here are opened
// to it, and when a folder above the project is closed to other users (a checkout under /root), the data
// goes under the system's temporary folder instead, in a folder named after the project's path.
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const SEARCHABLE_BY_OTHERS = 0o001;

/** Each folder from `folder` up to the file system's root. */
function foldersAbove(folder: string): string[] {
  const folders = [folder];
  while (path.dirname(folders.at(-1)!) !== folders.at(-1)) folders.push(path.dirname(folders.at(-1)!));
  return folders;
}

/** `preferred`, made and reachable by the user the server runs as; else a folder under the system's temporary one. */
export function serverFolder(preferred: string, name: string): string {
  mkdirSync(preferred, { recursive: true });
  if (process.getuid?.() !== 0) return preferred;
  const inProject = (folder: string) => folder.startsWith(PROJECT_ROOT + path.sep);
  for (const folder of foldersAbove(preferred)) {
    const { mode } = statSync(folder);
    if (mode & SEARCHABLE_BY_OTHERS) continue;
    if (inProject(folder)) chmodSync(folder, mode | 0o755);
    else return fallback(name);
  }
  return preferred;
}

function fallback(name: string): string {
  const project = createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 12);
  const folder = path.join(tmpdir(), `postgres-${project}`, name);
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  return folder;
}
