// Row types per table, as the application sees them (camelCase: the CamelCasePlugin maps them to the
// snake_case columns created by the migrations). Generated<T> marks columns the database fills in.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in (default now()): a Date when read, optional on insert. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

import type { ConsentAction, ConsentChoices, ConsentMethod } from '../src/schemas/consent-choices.ts';
import type { Enquiry } from '../src/schemas/contact-replies.ts';
import type { Role } from '../src/schemas/user.ts';

export type { ConsentAction, ConsentChoices, ConsentMethod, Role };

export interface UsersTable {
  id: Generated<string>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  isVerified: Generated<boolean>;
  role: Generated<Role>;
  lastLoginAt: Date | null;
  previousLoginAt: Date | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  /** The TOTP secret, encrypted; null until two-factor sign-in is on. */
  twoFactorSecret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret being set up, encrypted, until the first code confirms it. */
  twoFactorPendingSecret: ColumnType<string | null, string | null | undefined, string | null>;
  twoFactorEnabledAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The last 30-second step whose code was accepted (bigint: a decimal string from pg). */
  twoFactorLastStep: ColumnType<string | null, string | number | null | undefined, string | number | null>;
}

export interface SessionsTable {
  sid: string;
  /** Idle expiry: pushed forward on use, never past the absolute limit. */
  expire: Timestamp;
  userId: string;
  createdAt: GeneratedTimestamp;
  /** The public id a member names a session by (the sid itself is a secret and never leaves the server). */
  id: Generated<string>;
  /** The browser's User-Agent at sign-in, at most 512 characters. */
  userAgent: string | null;
  /** The address at sign-in, truncated (/24 IPv4, /48 IPv6). */
  ipAddress: string | null;
  lastActiveAt: GeneratedTimestamp;
  /** When this session last proved two factors (a passkey or a code sign-in); null after a password alone. */
  twoFactorAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type AccountTokenPurpose = 'password_reset' | 'email_verification';

/** Single-use links sent by e-mail; only the SHA-256 hash of the token is stored. */
export interface AccountTokensTable {
  id: Generated<string>;
  userId: string;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  email: string;
  createdAt: GeneratedTimestamp;
  expiresAt: Timestamp;
  usedAt: Date | null;
}

/** The enquiry's fields as the API names them (src/schemas), with the database's own id and dates. */
export interface ContactSubmissionsTable extends Omit<Enquiry, 'id' | 'handledAt' | 'createdAt'> {
  id: Generated<string>;
  handledAt: Date | null;
  createdAt: GeneratedTimestamp;
}

export interface ApplicationAccessTable {
  id: Generated<string>;
  userId: string;
  applicationName: string;
  lastAccessed: GeneratedTimestamp;
  /** bigint in SQL, returned by pg as a decimal string (the spec's string counter). */
  accessCount: ColumnType<string, string | number | undefined, string | number>;
}

export interface ConsentLogsTable {
  id: Generated<string>;
  sessionId: string | null;
  ipAddress: string;
  userAgent: string | null;
  action: ConsentAction;
  consentChoices: Json<ConsentChoices>;
  previousChoices: ColumnType<ConsentChoices | null, string | null, string | null>;
  consentMethod: ConsentMethod;
  consentVersion: Generated<string>;
  expiryDate: Date | null;
  correlationId: string | null;
  /** The id the browser made for this record: a record sent again is stored once. */
  recordId: Generated<string>;
  createdAt: GeneratedTimestamp;
  /** The member signed in when the choice was made, if any (cleared when the account is deleted). */
  userId: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  resetAt: Timestamp;
}

/** Brand Persona answers: a member's draft (submittedAt and version null) or one submitted version. */
export interface BrandPersonasTable {
  id: Generated<string>;
  userId: string;
  /** The answers by step (src/schemas/brand-persona.ts): some steps in a draft, all six in a version. */
  answers: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The step to resume at, 1-6. */
  step: ColumnType<number, number | undefined, number>;
  /** Counts saves of the draft. */
  revision: ColumnType<number, number | undefined, number>;
  version: number | null;
  submittedAt: Date | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** One thing someone did (or tried to do) to an account, kept for two years (docs/retention.md). */
export interface AuditEventsTable {
  id: Generated<string>;
  occurredAt: GeneratedTimestamp;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetId: string | null;
  targetEmail: string | null;
  /** Truncated (/24 IPv4, /48 IPv6). */
  ipAddress: string | null;
  outcome: string;
  details: ColumnType<Record<string, string | number | boolean | null>, string | undefined, string>;
}

/** Single-use recovery codes for two-factor sign-in; only a hash of each is kept. */
export interface RecoveryCodesTable {
  id: Generated<string>;
  userId: string;
  codeHash: string;
  usedAt: Date | null;
  createdAt: GeneratedTimestamp;
}

/** A sign-in whose password was right, waiting for its second factor (not a session). */
export interface TwoFactorChallengesTable {
  tokenHash: string;
  userId: string;
  attempts: Generated<number>;
  expiresAt: Timestamp;
}

/** A member's passkey (WebAuthn credential): the public key and what the authenticator said of itself. */
export interface PasskeysTable {
  id: Generated<string>;
  userId: string;
  /** base64url, as the browser names it. */
  credentialId: string;
  publicKey: Uint8Array;
  /** The signature counter (bigint: a decimal string from pg). */
  counter: ColumnType<string, string | number | undefined, string | number>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  aaguid: string;
  name: string;
  createdAt: GeneratedTimestamp;
  lastUsedAt: Date | null;
}

/** One WebAuthn ceremony's challenge, only its hash kept, used once within five minutes. */
export interface PasskeyChallengesTable {
  challengeHash: string;
  ceremony: 'registration' | 'authentication';
  userId: string | null;
  /** The hash of the session that started a registration (null for sign-in). */
  sessionHash: string | null;
  expiresAt: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accountTokens: AccountTokensTable;
  contactSubmissions: ContactSubmissionsTable;
  applicationAccess: ApplicationAccessTable;
  consentLogs: ConsentLogsTable;
  rateLimits: RateLimitsTable;
  brandPersonas: BrandPersonasTable;
  auditEvents: AuditEventsTable;
  recoveryCodes: RecoveryCodesTable;
  twoFactorChallenges: TwoFactorChallengesTable;
  passkeys: PasskeysTable;
  passkeyChallenges: PasskeyChallengesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type AccountToken = Selectable<AccountTokensTable>;
export type ContactSubmission = Selectable<ContactSubmissionsTable>;
export type NewContactSubmission = Insertable<ContactSubmissionsTable>;
export type ApplicationAccess = Selectable<ApplicationAccessTable>;
export type ConsentLog = Selectable<ConsentLogsTable>;
export type NewConsentLog = Insertable<ConsentLogsTable>;
export type BrandPersonaRow = Selectable<BrandPersonasTable>;
export type AuditEventRow = Selectable<AuditEventsTable>;
export type PasskeyRow = Selectable<PasskeysTable>;
