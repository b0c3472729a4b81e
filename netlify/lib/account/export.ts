// The member's copy of their data (UK GDPR art. 15 and 20): everything the site holds about them, as
// JSON, in one download.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { toEnquiry } from '../contact/repository.ts';
import { audit, party } from '../audit/trail.ts';
import { enforce } from '../rate-limit.ts';
import { EXPORTS_PER_USER } from './limits.ts';
import { isoOrNull as iso, toAccountProfile } from './profile.ts';
import { describeUserAgent } from './sessions.ts';

export interface AccountExport {
  filename: string;
  data: Record<string, unknown>;
}

export async function exportAccount(db: Kysely<Database>, auth: Authenticated): Promise<AccountExport> {
  const at = now();
  await enforce(db, EXPORTS_PER_USER, auth.user.id, at);
  const userId = auth.user.id;
  const [launches, sessions, consent, enquiries, links] = await Promise.all([
    db.selectFrom('applicationAccess').selectAll().where('userId', '=', userId).orderBy('applicationName').execute(),
    db.selectFrom('sessions').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    db.selectFrom('consentLogs').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    db
      .selectFrom('contactSubmissions')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', auth.user.email.toLowerCase())
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('accountTokens')
      .select(['purpose', 'email', 'createdAt', 'expiresAt', 'usedAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
  ]);
  await audit(db, { action: 'account.exported', actor: party(auth.user), ip: auth.ip });
  return {
    filename: `wac-advisory-account-${at.toISOString().slice(0, 10)}.json`,
    data: {
      exportedAt: at.toISOString(),
      profile: toAccountProfile(auth.user),
      applicationLaunches: launches.map((row) => ({
        application: row.applicationName,
        launches: Number(row.accessCount),
        lastLaunchedAt: iso(row.lastAccessed),
      })),
      sessions: sessions.map((row) => ({
        ...describeUserAgent(row.userAgent),
        userAgent: row.userAgent,
        ipAddress: row.ipAddress,
        signedInAt: iso(row.createdAt),
        lastActiveAt: iso(row.lastActiveAt),
        expiresAt: iso(row.expire),
      })),
      consentRecords: consent.map((row) => ({
        recordedAt: iso(row.createdAt),
        action: row.action,
        method: row.consentMethod,
        choices: row.consentChoices,
        previousChoices: row.previousChoices,
        policyVersion: row.consentVersion,
        expiresAt: iso(row.expiryDate),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
      })),
      enquiries: enquiries.map(toEnquiry),
      emailLinks: links.map((row) => ({
        purpose: row.purpose,
        sentTo: row.email,
        sentAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        usedAt: iso(row.usedAt),
      })),
    },
  };
}
