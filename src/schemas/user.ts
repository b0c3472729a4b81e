// The current user as the API returns it (never a password hash).
import type { BrandPersonaStatus } from './brand-persona.ts';

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
