// The current user as the API returns it (never a password hash), and the administrators' user list.
import { accountSessionSchema, sessionsEndedSchema } from './session.ts';
import { pageFields, pageNumber } from './paging.ts';
import { singleLine } from './text.ts';
import { isoDate, reply, z } from './zod.ts';

/** Registration makes a member; administrators manage users and read enquiries. */
export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as GET /api/auth/user returns it. */
export const publicUserSchema = reply(() =>
  z.strictObject({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
    isVerified: z.boolean(),
    role: z.enum(ROLES),
  }),
);
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A row of the administrators' user list (GET /api/admin/users). Dates are ISO 8601 strings. */
export const adminUserSchema = reply(() =>
  z.strictObject({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    isVerified: z.boolean(),
    role: z.enum(ROLES),
    createdAt: isoDate,
    updatedAt: isoDate,
    /** Whether the user signs in with a second factor. */
    twoFactorEnabled: z.boolean(),
    /** How many passkeys the user can sign in with. */
    passkeyCount: z.number().int().nonnegative(),
  }),
);
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USERS_PAGE_SIZE = 25;
export const USER_SEARCH_MAX_LENGTH = 100;

export const userMessages = {
  search: `Search with at most ${USER_SEARCH_MAX_LENGTH} characters`,
  page: 'Page must be a whole number from 1',
  role: "Role must be 'member' or 'admin'",
  userNotFound: 'User not found',
} as const;

/** The query of GET /api/admin/users: the start of a name or an e-mail address, and a page. */
export const userListQuerySchema = z.strictObject({
  search: singleLine(z.string().trim().max(USER_SEARCH_MAX_LENGTH, userMessages.search), 'Search').optional(),
  page: pageNumber(userMessages.page),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET /api/admin/users */
export const adminUserPageSchema = reply(() =>
  z.strictObject({
    users: z.array(adminUserSchema),
    ...pageFields(),
  }),
);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** PATCH /api/admin/users/{id} */
export const roleChangeSchema = z.strictObject({ role: z.enum(ROLES, { error: userMessages.role }) });
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** GET /api/admin/users/{id}/sessions: where that user is signed in. */
export const adminUserSessionSchema = reply(() => accountSessionSchema.omit({ current: true }));
export type AdminUserSession = z.infer<typeof adminUserSessionSchema>;

/** DELETE /api/admin/users/{id}/sessions */
export const adminSessionsEndedSchema = sessionsEndedSchema;
export type AdminSessionsEnded = z.infer<typeof adminSessionsEndedSchema>;
