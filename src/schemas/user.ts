// The current user as the API returns it (never a password hash).
export interface PublicUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  isVerified: boolean;
  role: 'member' | 'admin';
}
