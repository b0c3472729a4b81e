// The functions' shared database handle: created once per warm instance, reused across requests.
import type { Kysely } from 'kysely';
import { createDb } from '../../db/client.ts';
import type { Database } from '../../db/rows.ts';

let instance: Kysely<Database> | undefined;

export function getDb(): Kysely<Database> {
  instance ??= createDb();
  return instance;
}

/** Tests point the handlers at their own database. */
export function setDb(db: Kysely<Database> | undefined): void {
  instance = db;
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * True when an error means "the database cannot serve us right now" (connection refused or lost,
 * server shutting down, too many connections), as opposed to a bug in a query.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const err = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  const code = typeof err.code === 'string' ? err.code : '';
  if (UNAVAILABLE_CODES.has(code)) return true;
  // SQLSTATE classes 08 (connection exception), 53 (insufficient resources), 57P (operator intervention).
  if (/^(08|53|57P)/.test(code)) return true;
  const message = typeof err.message === 'string' ? err.message : '';
  if (
    /connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Connection terminated/i.test(
      message,
    )
  ) {
    return true;
  }
  if (Array.isArray(err.errors) && err.errors.some(isDatabaseUnavailable)) return true;
  return err.cause !== undefined && isDatabaseUnavailable(err.cause);
}

/** A LIKE pattern for values starting with `text` (lower-cased, its % and _ matched literally). */
export function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
