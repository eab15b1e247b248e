/** The signed-in user's profile as the identity API answers it (SPEC section 3, "User profile"). */

/** Settings the product keeps about the user (editable by the user). */
export interface UserMetadata {
  /** Job role chosen at sign-up. */
  role?: string;
  /** What the user wants to achieve (sign-up goal). */
  goal?: string;
  /** True once the onboarding flow was completed. */
  onboarded?: boolean;
  /** Location guessed from the sign-up IP address. */
  geoip?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Settings only the platform changes. */
export interface AppMetadata {
  /** Organization permissions granted to the user; any entry sets has_org_permissions. */
  permissions?: unknown;
  /** Name of the API-management partner the account came from (its app token is stored under this name). */
  partner_name?: string;
  [key: string]: unknown;
}

/** A user profile. */
export interface UserProfile {
  /** `<provider>|<id>`: the prefix is the sign-in provider (for example `email` or an SSO connection). */
  user_id: string;
  email: string;
  created_at?: string;
  updated_at?: string;
  app_metadata?: AppMetadata;
  user_metadata?: UserMetadata;
  /** The user's id at the partner, for partner accounts. */
  partner_user_id?: string;
  name?: string;
  [key: string]: unknown;
}

/** What login and sign-up answer. */
export interface AuthSession {
  id_token: string;
  profile: UserProfile;
}
