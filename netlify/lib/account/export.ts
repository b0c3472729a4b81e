// The member's copy of their data (UK GDPR art. 15 and 20): everything the site holds about them, as
// JSON, in one download. Enquiries are matched by address, so they are included only once the member has
// proved the address is theirs: anyone can register an address, and an enquiry sent from it is someone
// else's until the link in the verification e-mail has been followed.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { toEnquiry } from '../contact/repository.ts';
import { audit, party } from '../audit/trail.ts';
import { enforce } from '../rate-limit.ts';
import { EXPORTS_PER_USER } from './limits.ts';
import { isoOrNull as iso, toAccountProfile } from './profile.ts';
import { describeUserAgent } from './sessions.ts';
import { describePasskey } from '../passkeys/account.ts';
import { listUserPasskeys } from '../passkeys/repository.ts';
import { briefingsOfMember } from '../briefings/export.ts';

/**
 * Where each table that holds rows about a member appears in their export. Every table with a user or
 * e-mail column must be named here (a test reads the migrated schema and holds the export to this list).
 */
export const EXPORT_SECTIONS = {
  users: 'profile',
  sessions: 'sessions',
  application_access: 'applicationLaunches',
  application_launches: 'launchHistory',
  active_member_weeks: 'activeWeeks',
  consent_logs: 'consentRecords',
  contact_submissions: 'enquiries',
  account_tokens: 'emailLinks',
  brand_personas: 'brandPersona',
  recovery_codes: 'twoFactor',
  two_factor_challenges: 'twoFactor',
  passkeys: 'passkeys',
  passkey_challenges: 'passkeyCeremonies',
  audit_events: 'accountActivity',
  briefing_subscriptions: 'briefings',
  briefing_consents: 'briefings',
  briefing_deliveries: 'briefings',
} as const;

/** Who did something recorded about the member, without naming anyone else. */
function actorOf(actorId: string | null, userId: string): 'you' | 'an administrator' | 'someone signing in' {
  if (actorId === userId) return 'you';
  return actorId ? 'an administrator' : 'someone signing in';
}

export interface AccountExport {
  filename: string;
  data: Record<string, unknown>;
}

export async function exportAccount(db: Kysely<Database>, auth: Authenticated): Promise<AccountExport> {
  const at = now();
  await enforce(db, EXPORTS_PER_USER, auth.user.id, at);
  const userId = auth.user.id;
  const { user } = auth;
  const [
    launches,
    sessions,
    consent,
    enquiries,
    links,
    personas,
    recoveryCodes,
    challenges,
    activity,
    passkeys,
    ceremonies,
    briefings,
    launchHistory,
    activeWeeks,
  ] = await Promise.all([
    db.selectFrom('applicationAccess').selectAll().where('userId', '=', userId).orderBy('applicationName').execute(),
    db.selectFrom('sessions').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    db.selectFrom('consentLogs').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    user.isVerified
      ? db
          .selectFrom('contactSubmissions')
          .selectAll()
          .where(sql<string>`lower(email)`, '=', user.email.toLowerCase())
          .orderBy('createdAt')
          .execute()
      : [],
    db
      .selectFrom('accountTokens')
      .select(['purpose', 'email', 'createdAt', 'expiresAt', 'usedAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db.selectFrom('brandPersonas').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    db
      .selectFrom('recoveryCodes')
      .select(['createdAt', 'usedAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('twoFactorChallenges')
      .select(['expiresAt', 'attempts'])
      .where('userId', '=', userId)
      .orderBy('expiresAt')
      .execute(),
    db
      .selectFrom('auditEvents')
      .select(['occurredAt', 'action', 'outcome', 'actorId', 'targetId', 'ipAddress', 'details'])
      .where((eb) => eb.or([eb('actorId', '=', userId), eb('targetId', '=', userId)]))
      .orderBy('occurredAt')
      .execute(),
    listUserPasskeys(db, userId),
    db
      .selectFrom('passkeyChallenges')
      .select(['ceremony', 'expiresAt'])
      .where('userId', '=', userId)
      .orderBy('expiresAt')
      .execute(),
    briefingsOfMember(db, userId),
    db
      .selectFrom('applicationLaunches')
      .select(['applicationName', 'launchedAt'])
      .where('userId', '=', userId)
      .orderBy('launchedAt')
      .execute(),
    db
      .selectFrom('activeMemberWeeks')
      .select((eb) => eb.fn<string>('to_char', [eb.ref('week'), eb.val('YYYY-MM-DD')]).as('week'))
      .where('userId', '=', userId)
      .orderBy('week')
      .execute(),
  ]);
  const draft = personas.find((row) => row.submittedAt === null);
  await audit(db, { action: 'account.exported', actor: party(auth.user), ip: auth.ip });
  return {
    filename: `wac-advisory-account-${at.toISOString().slice(0, 10)}.json`,
    data: {
      exportedAt: at.toISOString(),
      profile: toAccountProfile(user),
      applicationLaunches: launches.map((row) => ({
        application: row.applicationName,
        launches: Number(row.accessCount),
        lastLaunchedAt: iso(row.lastAccessed),
      })),
      /** Every launch since each was recorded on its own, oldest first. */
      launchHistory: launchHistory.map((row) => ({
        application: row.applicationName,
        launchedAt: iso(row.launchedAt),
      })),
      /** The weeks the member was counted active (kept for the current week's count only). */
      activeWeeks: activeWeeks.map((row) => row.week),
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
      brandPersona: {
        draft: draft
          ? { step: draft.step, revision: draft.revision, answers: draft.answers, savedAt: iso(draft.updatedAt) }
          : null,
        versions: personas
          .filter((row) => row.submittedAt !== null)
          .map((row) => ({ version: row.version, submittedAt: iso(row.submittedAt), answers: row.answers })),
      },
      twoFactor: {
        enabledAt: iso(user.twoFactorEnabledAt),
        setUpStarted: user.twoFactorPendingSecret !== null,
        recoveryCodes: recoveryCodes.map((row) => ({ issuedAt: iso(row.createdAt), usedAt: iso(row.usedAt) })),
        pendingSignIns: challenges.map((row) => ({ expiresAt: iso(row.expiresAt), codesTried: row.attempts })),
      },
      // Names, dates and flags; never the public key or the credential id.
      passkeys: passkeys.map((row) => {
        const { id: _id, ...shown } = describePasskey(row);
        return {
          ...shown,
          deviceType: row.deviceType,
          backedUp: row.backedUp,
          authenticator: row.aaguid,
          signatureCounter: Number(row.counter),
        };
      }),
      // Passkeys being added now (each a challenge valid five minutes, kept only as a hash).
      passkeyCeremonies: ceremonies.map((row) => ({ ceremony: row.ceremony, expiresAt: iso(row.expiresAt) })),
      briefings,
      // What was done to or by the account. Others are not named: an administrator's address, or the
      // network of someone who tried the password, is theirs, not the member's.
      accountActivity: activity.map((row) => ({
        occurredAt: iso(row.occurredAt),
        action: row.action,
        outcome: row.outcome,
        by: actorOf(row.actorId, userId),
        onYourAccount: row.targetId === userId,
        ipAddress: row.actorId === userId ? row.ipAddress : null,
        details: row.targetId === userId ? row.details : {},
      })),
    },
  };
}
