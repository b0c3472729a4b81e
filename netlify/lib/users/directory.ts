// The administrators' user list: searched by the start of a name or an e-mail address, a page at a time.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { USERS_PAGE_SIZE, type AdminUserPage, type UserListQuery } from '../../../src/schemas/user.ts';
import { toAdminUser } from './public.ts';
import { searchUsers } from './repository.ts';

export async function listUserPage(db: Kysely<Database>, { search, page }: UserListQuery): Promise<AdminUserPage> {
  const { rows, total } = await searchUsers(db, {
    search: search || undefined,
    offset: (page - 1) * USERS_PAGE_SIZE,
    limit: USERS_PAGE_SIZE,
  });
  return { users: rows.map(toAdminUser), page, pageSize: USERS_PAGE_SIZE, total };
}
