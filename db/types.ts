// Generated from the migrated database by `npm run db:types` (kysely-codegen, scripts/db-types/generate.ts):
// do not edit. After adding a migration, run it and commit the result (db/types.test.ts fails until then).

import type { BriefingDeliveryState } from '../src/schemas/briefings.ts';
import type { ConsentAction, ConsentChoices, ConsentMethod } from '../src/schemas/consent-choices.ts';
import type { Role } from '../src/schemas/user.ts';
import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export type Int8 = ColumnType<string, bigint | number | string, bigint | number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AccountTokens {
  createdAt: Generated<Timestamp>;
  email: string;
  expiresAt: Timestamp;
  id: Generated<string>;
  purpose: 'password_reset' | 'email_verification';
  tokenHash: string;
  usedAt: Timestamp | null;
  userId: string;
}

export interface ActiveMemberWeeks {
  userId: string;
  week: Timestamp;
}

export interface ApplicationAccess {
  accessCount: Generated<Int8>;
  applicationName: string;
  id: Generated<string>;
  lastAccessed: Generated<Timestamp>;
  userId: string;
}

export interface ApplicationLaunches {
  applicationName: string;
  id: Generated<Int8>;
  launchedAt: Generated<Timestamp>;
  userId: string;
}

export interface AuditEvents {
  action: string;
  actorEmail: string | null;
  actorId: string | null;
  details: ColumnType<Record<string, boolean | number | string | null>, string | undefined, string>;
  id: Generated<string>;
  ipAddress: string | null;
  occurredAt: Generated<Timestamp>;
  outcome: string;
  targetEmail: string | null;
  targetId: string | null;
}

export interface BrandPersonas {
  answers: ColumnType<Record<string, unknown>, string | undefined, string>;
  createdAt: Generated<Timestamp>;
  id: Generated<string>;
  revision: Generated<number>;
  step: Generated<number>;
  submittedAt: Timestamp | null;
  updatedAt: Generated<Timestamp>;
  userId: string;
  version: number | null;
}

export interface BriefingConsents {
  id: Generated<string>;
  recordedAt: Generated<Timestamp>;
  source: string;
  subscribed: boolean;
  userId: string;
  wording: string;
}

export interface BriefingDeliveries {
  attempts: Generated<number>;
  claimedAt: Timestamp | null;
  entrySlug: string;
  finishedAt: Timestamp | null;
  id: Generated<Int8>;
  lastError: string | null;
  leaseToken: string | null;
  leaseUntil: Timestamp | null;
  nextAttemptAt: Generated<Timestamp>;
  sendingAt: Timestamp | null;
  sentAt: Timestamp | null;
  status: Generated<BriefingDeliveryState>;
  userId: string;
}

export interface BriefingEntries {
  queuedAt: Generated<Timestamp>;
  slug: string;
  title: string;
}

export interface BriefingSubscriptions {
  subscribedAt: Generated<Timestamp>;
  userId: string;
}

export interface ConsentLogs {
  action: ConsentAction;
  consentChoices: ColumnType<ConsentChoices, string, string>;
  consentMethod: ConsentMethod;
  consentVersion: Generated<string>;
  correlationId: string | null;
  createdAt: Generated<Timestamp>;
  expiryDate: Timestamp | null;
  id: Generated<string>;
  ipAddress: string;
  previousChoices: ColumnType<ConsentChoices | null, string | null, string | null>;
  recordId: Generated<string>;
  sessionId: string | null;
  userAgent: string | null;
  userId: string | null;
}

export interface ContactSubmissions {
  company: string | null;
  createdAt: Generated<Timestamp>;
  email: string;
  firstName: string;
  handledAt: Timestamp | null;
  id: Generated<string>;
  lastName: string;
  message: string;
  serviceInterest: string;
}

export interface PasskeyChallenges {
  ceremony: 'registration' | 'authentication';
  challengeHash: string;
  expiresAt: Timestamp;
  sessionHash: string | null;
  userId: string | null;
}

export interface Passkeys {
  aaguid: string;
  backedUp: boolean;
  counter: Generated<Int8>;
  createdAt: Generated<Timestamp>;
  credentialId: string;
  deviceType: 'singleDevice' | 'multiDevice';
  id: Generated<string>;
  lastUsedAt: Timestamp | null;
  name: string;
  publicKey: ColumnType<Buffer, Uint8Array, Uint8Array>;
  transports: Generated<string[]>;
  userId: string;
}

export interface RateLimits {
  count: number;
  key: string;
  resetAt: Timestamp;
}

export interface RecoveryCodes {
  codeHash: string;
  createdAt: Generated<Timestamp>;
  id: Generated<string>;
  usedAt: Timestamp | null;
  userId: string;
}

export interface Sessions {
  createdAt: Generated<Timestamp>;
  deviceHash: string | null;
  expire: Timestamp;
  factorKind: string | null;
  id: Generated<string>;
  ipAddress: string | null;
  lastActiveAt: Generated<Timestamp>;
  passkeyId: string | null;
  sid: string;
  twoFactorAt: Timestamp | null;
  userAgent: string | null;
  userId: string;
}

export interface TwoFactorChallenges {
  attempts: Generated<number>;
  expiresAt: Timestamp;
  tokenHash: string;
  userId: string;
}

export interface UsageWeekly {
  count: Int8;
  key: string;
  metric: string;
  week: Timestamp;
}

export interface Users {
  createdAt: Generated<Timestamp>;
  email: string;
  firstName: string;
  id: Generated<string>;
  isVerified: Generated<boolean>;
  lastLoginAt: Timestamp | null;
  lastName: string;
  passwordHash: string;
  previousLoginAt: Timestamp | null;
  profileImageUrl: string | null;
  role: Generated<Role>;
  twoFactorEnabledAt: Timestamp | null;
  twoFactorLastStep: Int8 | null;
  twoFactorPendingSecret: string | null;
  twoFactorSecret: string | null;
  updatedAt: Generated<Timestamp>;
}

export interface WebVitalDaily {
  day: Timestamp;
  device: string;
  metric: string;
  p75: number;
  samples: number;
  template: string;
}

export interface WebVitalSamples {
  cls: number | null;
  device: string;
  fcp: number | null;
  inp: number | null;
  lcp: number | null;
  receivedAt: Generated<Timestamp>;
  template: string;
  ttfb: number | null;
}

export interface DB {
  accountTokens: AccountTokens;
  activeMemberWeeks: ActiveMemberWeeks;
  applicationAccess: ApplicationAccess;
  applicationLaunches: ApplicationLaunches;
  auditEvents: AuditEvents;
  brandPersonas: BrandPersonas;
  briefingConsents: BriefingConsents;
  briefingDeliveries: BriefingDeliveries;
  briefingEntries: BriefingEntries;
  briefingSubscriptions: BriefingSubscriptions;
  consentLogs: ConsentLogs;
  contactSubmissions: ContactSubmissions;
  passkeyChallenges: PasskeyChallenges;
  passkeys: Passkeys;
  rateLimits: RateLimits;
  recoveryCodes: RecoveryCodes;
  sessions: Sessions;
  twoFactorChallenges: TwoFactorChallenges;
  usageWeekly: UsageWeekly;
  users: Users;
  webVitalDaily: WebVitalDaily;
  webVitalSamples: WebVitalSamples;
}
