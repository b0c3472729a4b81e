// As root, a server's folder must be one the `postgres` user can reach: a folder inside the project is
// opened to it, and a checkout below a closed folder (such as /root) has its data put under the system's
// temporary folder instead.
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, serverFolder } from './folders.ts';

const root = process.getuid?.() === 0;
const closed = mkdtempSync(path.join(tmpdir(), 'closed-'));
chmodSync(closed, 0o700);
afterAll(() => rmSync(closed, { recursive: true, force: true }));

describe('a server folder', () => {
  it(root ? 'moves under the temporary folder when a folder above the project is closed' : 'stays where asked', () => {
    const folder = serverFolder(path.join(closed, 'project', '.tmp', 'postgres'), 'probe');
    if (root) {
      expect(folder.startsWith(path.join(tmpdir(), 'postgres-'))).toBe(true);
      expect(statSync(folder).mode & 0o001).toBe(0o001);
      rmSync(folder, { recursive: true, force: true });
    } else {
      expect(folder).toBe(path.join(closed, 'project', '.tmp', 'postgres'));
    }
  });

  it('is opened to other users inside the project', () => {
    const inside = mkdtempSync(path.join(PROJECT_ROOT, '.tmp', 'closed-'));
    try {
      chmodSync(inside, 0o700);
      const folder = serverFolder(path.join(inside, 'server'), 'probe');
      expect(folder).toBe(path.join(inside, 'server'));
      if (root) expect(statSync(inside).mode & 0o001).toBe(0o001);
    } finally {
      rmSync(inside, { recursive: true, force: true });
    }
  });
});
