// The administrators' copy file is read through the content schema it was cut from: the file the build
// writes passes, one that lacks a label or answers an error is refused (the panels show the load error).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_COPY_PATH, fetchAdminCopy, splitAdminCopy } from './admin-copy.ts';
import type { AdminCopy } from './copy.ts';

const { admin } = splitAdminCopy(parse(readFileSync('src/content/pages/dashboard.yaml', 'utf8')) as AdminCopy);

/** Serves `body` at the file's address with `status`. */
function serve(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string) =>
      address === ADMIN_COPY_PATH ? Response.json(body, { status }) : new Response(null, { status: 404 }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchAdminCopy', () => {
  it('returns the file the build cuts from the dashboard copy', async () => {
    serve(admin);
    await expect(fetchAdminCopy()).resolves.toEqual(admin);
  });

  it('refuses a file that lacks a label, or holds one of the wrong kind', async () => {
    const { heading: _heading, ...users } = admin.users;
    serve({ ...admin, users });
    await expect(fetchAdminCopy()).rejects.toThrow(/users/);
    serve({ ...admin, audit: { ...admin.audit, heading: 42 } });
    await expect(fetchAdminCopy()).rejects.toThrow(/audit/);
  });

  it('refuses an answer that is not the file', async () => {
    serve({ code: 'not_found' }, 404);
    await expect(fetchAdminCopy()).rejects.toThrow(`${ADMIN_COPY_PATH} answered 404`);
  });
});
