// Build time only: each early-access application's dashboard card, written where the dashboard's function
// reads it (EARLY_ACCESS_FOLDER, outside dist/, shipped only with that function), never into the page. The
// folder is emptied first, so an application released to the public (or removed) leaves nothing behind.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EARLY_ACCESS_FOLDER, type DashboardApplication } from '../schemas/member-dashboard.ts';

export function writeEarlyAccess(cards: readonly DashboardApplication[], root = process.cwd()): void {
  const folder = path.join(root, EARLY_ACCESS_FOLDER);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const card of cards) writeFileSync(path.join(folder, `${card.id}.json`), `${JSON.stringify(card)}\n`);
}
