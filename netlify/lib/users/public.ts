// What the API may say about a user: never the password hash.
import type { User } from '../../../db/rows.ts';
import type { AdminUser, PublicUser } from '../../../src/schemas/user.ts';
import type { ListedUser } from './repository.ts';

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isVerified: user.isVerified,
    role: user.role,
  };
}

export function toAdminUser(user: ListedUser): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isVerified: user.isVerified,
    role: user.role,
    createdAt: new Date(user.createdAt).toISOString(),
    updatedAt: new Date(user.updatedAt).toISOString(),
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    passkeyCount: user.passkeyCount,
  };
}
