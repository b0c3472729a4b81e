// The row types the repositories and tests use, built on the table types generated from the migrations
// (db/types.ts: `npm run db:types`). Selectable is a row as read, Insertable what an insert
// takes (the columns the database fills in are optional).
import type { Insertable, Selectable } from 'kysely';
import type {
  AccountTokens,
  AuditEvents,
  BrandPersonas,
  ConsentLogs,
  ContactSubmissions,
  DB,
  Passkeys,
  Users,
} from './types.ts';

export type Database = DB;

export type User = Selectable<Users>;
export type NewUser = Insertable<Users>;
export type AccountTokenPurpose = Selectable<AccountTokens>['purpose'];
export type ContactSubmission = Selectable<ContactSubmissions>;
export type NewContactSubmission = Insertable<ContactSubmissions>;
export type ConsentLog = Selectable<ConsentLogs>;
export type BrandPersonaRow = Selectable<BrandPersonas>;
export type AuditEventRow = Selectable<AuditEvents>;
export type PasskeyRow = Selectable<Passkeys>;
export type NewPasskeyRow = Insertable<Passkeys>;
