import type { MembershipRow } from '../portal/membershipsRepository';
import type { UserRow } from './usersRepository';

/** user_metadata of a profile: what the user tells us about themselves (SPEC 3). */
export interface UserMetadata {
  role: string | null;
  goal: string | null;
  onboarded: boolean;
  geoip: Record<string, unknown> | null;
}

/** The user profile the API answers (SPEC 3). The sign-in provider is the prefix of user_id. */
export interface Profile {
  user_id: string;
  email: string;
  name: string;
  created_at: string;
  updated_at: string;
  /** Set by the server only: role per organization id, partner that provisioned the account. */
  app_metadata: { permissions: Record<string, string>; partner_name: string | null };
  user_metadata: UserMetadata;
  partner_user_id: string | null;
  /** True once the user proved they receive mail at `email` (a verification link, or an invite link sent to it). */
  email_verified: boolean;
}

/** user_metadata of a new account. */
export const DEFAULT_USER_METADATA: UserMetadata = { role: null, goal: null, onboarded: false, geoip: null };

/** Reads the stored user_metadata JSON, filling defaults. */
export function parseUserMetadata(text: string): UserMetadata {
  const parsed = JSON.parse(text) as Partial<UserMetadata>;
  return { ...DEFAULT_USER_METADATA, ...parsed };
}

/** Builds the profile answered by the API from the stored user and their memberships. */
export function toProfile(user: UserRow, memberships: MembershipRow[], emailVerified = false): Profile {
  const permissions: Record<string, string> = {};
  for (const m of memberships) permissions[m.org_id] = m.role;
  return {
    user_id: user.user_id,
    email: user.email,
    name: user.name,
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    app_metadata: { permissions, partner_name: user.partner_name },
    user_metadata: parseUserMetadata(user.user_metadata),
    partner_user_id: user.partner_user_id,
    email_verified: emailVerified,
  };
}
