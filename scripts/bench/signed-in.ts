// The pages behind sign-in, measured as the demo member and the demo administrator see them: both signed in
// through the real API (POST /api/login), their cookies handed to Lighthouse's browser. The demo accounts
// are the local seed's (scripts/seed.ts): the production-like server seeds them into its embedded
// database itself; on real Postgres the bench seeds them. Their administrator uses the panels without
// two-factor sign-in, as in the demo (REQUIRE_ADMIN_2FA=off for the bench's server).
import { existsSync, readdirSync } from 'node:fs';
import type { Role } from '../../src/schemas/user.ts';
import { MEMBERS_ONLY_FOLDER } from '../../src/schemas/insights.ts';
import { DASHBOARD_PATH, MEMBER_ROUTES } from '../../src/routes.ts';
import { DEMO_USERS } from '../seed.ts';
import type { BrowserCookie } from './lighthouse.ts';
import { ADMIN_LABEL } from './budgets.ts';

export interface SignedInVisit {
  /** The report's name for it: the address, and who looks when it is not a member. */
  label: string;
  role: Role;
  pages: string[];
}

/**
 * A members-only article, from the build's gated parts (the first by name): measured signed out with the
 * public pages, and signed in once its member's copy has filled in.
 */
export function membersOnlyArticle(): string[] {
  if (!existsSync(MEMBERS_ONLY_FOLDER)) return [];
  const [first] = readdirSync(MEMBERS_ONLY_FOLDER)
    .filter((file) => file.endsWith('.html'))
    .sort();
  return first ? [`/insights/${first.replace(/\.html$/, '')}`] : [];
}

/**
 * Every member page and a members-only article as a member; the dashboard again as an administrator (it
 * adds their panels).
 */
export const SIGNED_IN_VISITS: readonly SignedInVisit[] = [
  { label: '', role: 'member', pages: [...MEMBER_ROUTES, ...membersOnlyArticle()] },
  { label: ADMIN_LABEL, role: 'admin', pages: [DASHBOARD_PATH] },
];

/** Signs the demo account of `role` in through the API; returns the cookies the server set. */
export async function signInDemo(base: string, role: Role): Promise<BrowserCookie[]> {
  const demo = DEMO_USERS.find((user) => user.role === role)!;
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: demo.email, password: demo.password }),
  });
  if (response.status !== 200) throw new Error(`Could not sign the demo ${role} in: ${response.status}`);
  return response.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), httpOnly: /;\s*HttpOnly/i.test(line) };
  });
}
