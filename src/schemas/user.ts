// The current user as the API returns it (never a password hash), and the administrators' user list.
import type { BrandPersonaStatus } from './brand-persona.ts';
import type { AccountSession } from './session.ts';
import { pageNumber } from './paging.ts';
import { z } from './zod.ts';

/** Registration makes a member; administrators manage users and read enquiries. */
export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface PublicUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  isVerified: boolean;
  role: Role;
}

/** A row of the administrators' user list (GET /api/admin/users). Dates are ISO 8601 strings. */
export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
  role: Role;
  createdAt: string;
  updatedAt: string;
  /** Whether the user signs in with a second factor. */
  twoFactorEnabled: boolean;
}

export const USERS_PAGE_SIZE = 25;
export const USER_SEARCH_MAX_LENGTH = 100;

export const userMessages = {
  search: `Search with at most ${USER_SEARCH_MAX_LENGTH} characters`,
  page: 'Page must be a whole number from 1',
  role: "Role must be 'member' or 'admin'",
  ownRole: 'You cannot change your own role: ask another administrator.',
  userNotFound: 'User not found',
  deleteSelf: 'You cannot delete your own account',
} as const;

/** The query of GET /api/admin/users: the start of a name or an e-mail address, and a page. */
export const userListQuerySchema = z.strictObject({
  search: z.string().trim().max(USER_SEARCH_MAX_LENGTH, userMessages.search).optional(),
  page: pageNumber(userMessages.page),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET /api/admin/users */
export interface AdminUserPage {
  users: AdminUser[];
  page: number;
  pageSize: number;
  total: number;
}

/** PATCH /api/admin/users/{id} */
export const roleChangeSchema = z.strictObject({ role: z.enum(ROLES, { error: userMessages.role }) });
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** GET /api/admin/users/{id}/sessions: where that user is signed in. */
export type AdminUserSession = Omit<AccountSession, 'current'>;

/** DELETE /api/admin/users/{id}/sessions */
export interface AdminSessionsEnded {
  ended: number;
}

/** GET /api/member/dashboard: the member's summary. */
export interface DashboardSummary {
  applicationCount: number;
  accountStatus: 'Active';
  /** The sign-in before the current one (ISO 8601), or null on a first sign-in. */
  previousLoginAt: string | null;
  /** Where the member is with the Brand Persona questionnaire (the dashboard card's status line). */
  brandPersona: BrandPersonaStatus;
}

/** POST /api/member/applications/{name}/track. */
export interface ApplicationLaunch {
  applicationName: string;
  accessCount: string;
  lastAccessed: string;
}
