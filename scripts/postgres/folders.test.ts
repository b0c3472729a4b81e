// As root, a server's folder must be one the `postgres` user can reach: a folder inside the project is
// opened to it, and a checkout below a closed folder (such as /root) has its data put under the system's
// temporary folder instead.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, serverFolder } from './folders.ts';

const root = process.getuid?.() === 0;
const closed = mkdtempSync(path.join(tmpdir(), 'closed-'));
chmodSync(closed, 0o700);
// The project's ignored scratch folder, which a fresh checkout run against TEST_DATABASE_URL has not made yet.
mkdirSync(path.join(PROJECT_ROOT, '.tmp'), { recursive: true });
afterAll(() => rmSync(closed, { recursive: true, force: true }));

describe('a server folder', () => {
  // As root the server runs as the `postgres` user; as anyone else, as that user itself.
  it.runIf(root)('moves under the temporary folder when a folder above the project is closed (as root)', () => {
    const folder = serverFolder(path.join(closed, 'project', '.tmp', 'postgres'), 'probe');
    try {
      expect(folder.startsWith(path.join(tmpdir(), 'postgres-'))).toBe(true);
      expect(statSync(folder).mode & 0o001).toBe(0o001);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.runIf(!root)('stays where asked (not as root)', () => {
    const folder = serverFolder(path.join(closed, 'project', '.tmp', 'postgres'), 'probe');
    expect(folder).toBe(path.join(closed, 'project', '.tmp', 'postgres'));
  });

  it('is the folder asked for inside the project', () => {
    const inside = mkdtempSync(path.join(PROJECT_ROOT, '.tmp', 'closed-'));
    try {
      chmodSync(inside, 0o700);
      expect(serverFolder(path.join(inside, 'server'), 'probe')).toBe(path.join(inside, 'server'));
    } finally {
      rmSync(inside, { recursive: true, force: true });
    }
  });

  it.runIf(root)('is opened to other users inside the project (as root)', () => {
    const inside = mkdtempSync(path.join(PROJECT_ROOT, '.tmp', 'closed-'));
    try {
      chmodSync(inside, 0o700);
      serverFolder(path.join(inside, 'server'), 'probe');
      expect(statSync(inside).mode & 0o001).toBe(0o001);
    } finally {
      rmSync(inside, { recursive: true, force: true });
    }
  });
});
