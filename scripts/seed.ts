// Demo accounts for a developer's local database. Never runs in production or on Netlify.
import type { Kysely } from 'kysely';
import type { Database } from '../db/rows.ts';
import type { Role } from '../src/schemas/user.ts';
import { hashPassword } from '../netlify/lib/auth/password.ts';
import { findUserByEmail, insertUser } from '../netlify/lib/users/repository.ts';

export const DEMO_USERS: ReadonlyArray<{
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
}> = [
  { email: 'admin@example.com', password: 'demo-harbour-lantern', firstName: 'Alex', lastName: 'Admin', role: 'admin' },
  {
    email: 'member@example.com',
    password: 'demo-meadow-compass',
    firstName: 'Morgan',
    lastName: 'Member',
    role: 'member',
  },
];

export function seedingAllowed(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'production' && env.NETLIFY !== 'true' && env.CONTEXT === undefined;
}

export async function seedDemoUsers(db: Kysely<Database>): Promise<string[]> {
  if (!seedingAllowed()) throw new Error('Refusing to seed demo users in production.');
  const lines: string[] = [];
  for (const demo of DEMO_USERS) {
    if (!(await findUserByEmail(db, demo.email))) {
      const { password, ...rest } = demo;
      await insertUser(db, {
        ...rest,
        passwordHash: await hashPassword(password),
        isVerified: true,
        profileImageUrl: null,
        lastLoginAt: null,
        previousLoginAt: null,
      });
    }
    lines.push(`  ${demo.role.padEnd(6)}  ${demo.email}  /  ${demo.password}`);
  }
  return lines;
}

/**
 * The demo set-up lets its administrator into the panel at once: REQUIRE_ADMIN_2FA is turned off unless
 * the developer set it. Returns the line that says so, or null when the setting was left alone.
 */
export function relaxAdminTwoFactorForDemo(env: Record<string, string | undefined> = process.env): string | null {
  if (env.REQUIRE_ADMIN_2FA) return null;
  env.REQUIRE_ADMIN_2FA = 'off';
  return 'REQUIRE_ADMIN_2FA=off for the demo: administrators may use the admin panel without two-factor sign-in (production requires it; set REQUIRE_ADMIN_2FA=on to try that here).';
}
