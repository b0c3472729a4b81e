// The first administrator (and any later one) comes from an operator's command, not the web:
// `npm run admin:create` calls this on whatever database the environment points at. The audit trail
// records it with no actor (nobody is signed in) and `by: command line`.
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import type { z } from 'zod';
import { createUserSchema, newPassword } from '../../../src/schemas/auth.ts';
import { hashPassword } from '../auth/password.ts';
import { now } from '../clock.ts';
import { audited, party } from '../audit/trail.ts';
import { findUserByEmail, insertUser, promoteToAdmin } from '../users/repository.ts';

export interface AdministratorDetails {
  email: string;
  firstName?: string;
  lastName?: string;
}

function check<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  return parsed.data;
}

export type EnsureResult = { action: 'created' | 'promoted' | 'unchanged'; user: User };

/**
 * Promotes the account with this e-mail, or creates an administrator (asking for the password only
 * then). Input is checked by the same schema as the Add User form; throws with the first message.
 */
export async function ensureAdministrator(
  db: Kysely<Database>,
  details: AdministratorDetails,
  askPassword: () => Promise<string>,
): Promise<EnsureResult> {
  const existing = await findUserByEmail(db, details.email);
  if (existing?.role === 'admin') return { action: 'unchanged', user: existing };
  if (existing) {
    const user = await audited(
      db,
      async (trx) => (await promoteToAdmin(trx, existing.id, now()))!,
      (promoted) => ({
        action: 'admin.role_changed',
        actor: null,
        target: party(promoted),
        details: { from: existing.role, to: 'admin', by: 'command line' },
      }),
    );
    return { action: 'promoted', user };
  }
  // Check the details before asking for a password, then the password with the same rules as the forms.
  const input = check(createUserSchema.omit({ password: true }), { ...details, role: 'admin' });
  const password = check(newPassword, await askPassword());
  const passwordHash = await hashPassword(password);
  const user = await audited(
    db,
    (trx) =>
      insertUser(trx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'admin',
        isVerified: true,
        profileImageUrl: null,
        lastLoginAt: null,
        previousLoginAt: null,
      }),
    (created) =>
      created
        ? [
            {
              action: 'admin.user_created',
              actor: null,
              target: party(created),
              details: { role: 'admin', by: 'command line' },
            },
          ]
        : [],
  );
  if (!user) return ensureAdministrator(db, details, askPassword); // registered meanwhile: promote it
  return { action: 'created', user };
}
