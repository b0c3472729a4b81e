// @vitest-environment jsdom
// A read that fails says so with Retry, the same on every screen: here in the administrator's sessions
// dialog, whose failed read once showed as "Not signed in anywhere".
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { parse } from 'yaml';
import { ApiError, api } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import type { AdminUser } from '../../../schemas/user.ts';
import { withReading } from '../../data/reading.tsx';
import type { DashboardCopy } from '../copy.ts';
import SessionsDialog from './SessionsDialog.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api.ts')>()),
  api: vi.fn(),
}));

// The words the page really shows (vitest runs from the repository's root).
const content = (file: string) => parse(readFileSync(`src/content/${file}`, 'utf8'));
const copy: DashboardCopy['users'] = content('pages/dashboard.yaml').users;
const reading = content('ui.yaml').shared.reading;
const Dialog = withReading(SessionsDialog);
const target = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace' } as AdminUser;
const session = {
  id: 's1',
  browser: 'Firefox',
  os: 'Linux',
  ipAddress: '203.0.113.9',
  signedInAt: '2026-11-20T09:00:00.000Z',
  lastActiveAt: '2026-11-26T10:00:00.000Z',
  current: false,
};

beforeEach(() => vi.mocked(api).mockReset());
afterEach(cleanup);

describe('SessionsDialog', () => {
  it('a failed read shows its failure and Retry, and Retry reads again', async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError(503, 'Service unavailable'));
    await act(async () => render(<Dialog target={target} onClose={() => {}} copy={copy} reading={reading} />));
    // The dialog itself is fetched when it first opens (allowed a while: the whole suite shares two cores).
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      copy.sessionsDialog.fetchFailed,
    );
    expect(screen.queryByText(copy.sessionsDialog.empty)).toBeNull();

    vi.mocked(api).mockResolvedValueOnce([session]);
    await act(async () => screen.getByRole('button', { name: reading.retry }).click());
    expect(api).toHaveBeenCalledTimes(2);
    expect(api).toHaveBeenLastCalledWith(endpoints.adminUserSessions, 'GET', { params: { userId: 'u1' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Firefox, Linux')).toBeTruthy();
  });

  it('an empty list says the user is signed in nowhere, and ending sessions stays offered', async () => {
    vi.mocked(api).mockResolvedValueOnce([]);
    await act(async () => render(<Dialog target={target} onClose={() => {}} copy={copy} reading={reading} />));
    expect(await screen.findByText(copy.sessionsDialog.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: reading.retry })).toBeNull();
    expect(screen.getByRole('button', { name: copy.sessionsDialog.endAll })).toBeTruthy();
  });
});
