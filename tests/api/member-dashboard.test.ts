import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { EARLY_ACCESS_FOLDER, type DashboardApplication } from '../../src/schemas/member-dashboard.ts';
import { call } from '../helpers/api.ts';
import { signInAs, signedIn } from '../helpers/accounts.ts';
import dashboard from '../../netlify/functions/member-dashboard.mts';

// An early-access card as the build writes it, under an id no application has (removed afterwards; the
// build's own cards in the same folder are left alone).
const card: DashboardApplication = {
  id: `api-test-${process.pid}-${Date.now()}`,
  name: 'Harbour Ledger',
  description: 'Only members read of this application before its launch.',
  detail: 'Early pricing for members',
  url: 'https://harbour-ledger.example',
  isInternal: false,
  earlyAccess: true,
};
const cardFile = path.join(EARLY_ACCESS_FOLDER, `${card.id}.json`);
beforeAll(() => {
  mkdirSync(EARLY_ACCESS_FOLDER, { recursive: true });
  writeFileSync(cardFile, JSON.stringify(card));
});
afterAll(() => rmSync(cardFile, { force: true }));

describe('GET /api/member/dashboard', () => {
  it('summarises the account: 11 applications, the early-access cards, its state, and the sign-in before this one', async () => {
    const member = await signedIn();
    const first = await call(dashboard, '/api/member/dashboard', { cookie: member.cookie });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      applicationCount: 11,
      earlyAccess: expect.arrayContaining([card]),
      emailVerified: false,
      twoFactorEnabled: false,
      previousLoginAt: null,
      brandPersona: { status: 'not-started' },
    });

    const row = await getDb()
      .selectFrom('users')
      .select('lastLoginAt')
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    const again = await signInAs(member);
    const second = await call(dashboard, '/api/member/dashboard', { cookie: again });
    expect(second.body.previousLoginAt).toBe(row.lastLoginAt!.toISOString());
  });

  it('401 when anonymous, with or without the signed-in hint or a forged session: no early-access card', async () => {
    for (const cookie of [undefined, 'wac_auth=1', 'wac_auth=1; wac_session=forged']) {
      const res = await call(dashboard, '/api/member/dashboard', { cookie });
      expect(res.status, cookie).toBe(401);
      expect(res.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
    }
  });

  it('says the account as it is: a verified e-mail address, two-factor sign-in on', async () => {
    const member = await signedIn('member', { twoFactor: true });
    await getDb().updateTable('users').set({ isVerified: true }).where('id', '=', member.user.id).execute();
    const res = await call(dashboard, '/api/member/dashboard', { cookie: member.cookie });
    expect(res.body).toMatchObject({ emailVerified: true, twoFactorEnabled: true });
  });

  it('is the same for administrators', async () => {
    const admin = await signedIn('admin');
    const res = await call(dashboard, '/api/member/dashboard', { cookie: admin.cookie });
    expect(res.body).toMatchObject({ applicationCount: 11, emailVerified: false, twoFactorEnabled: true });
    expect(res.body.earlyAccess).toContainEqual(card);
  });
});
