/**
 * Pure rules about the signed-in account (SPEC sections 3 and 6).
 * The post-login destination rule lives with the other URL rules: `destinationAfterLogin` in src/app/paths.ts.
 */
import type { UserProfile } from '@/api/profile';
import { isCompanyEmail } from '@/lib/analytics';

/** Provider the user signed in with: the part of user_id before '|' (for example 'email'); null if absent. */
export function signInProvider(userId: string | undefined | null): string | null {
  if (!userId) return null;
  const separator = userId.indexOf('|');
  return separator > 0 ? userId.slice(0, separator) : null;
}

/** Provider of accounts created with e-mail and password on the built-in identity provider. */
export const PASSWORD_PROVIDER = 'email';

/** True when the account signed in through single sign-on rather than e-mail and password. */
export function isSingleSignOn(profile: UserProfile | null): boolean {
  const provider = signInProvider(profile?.user_id);
  return provider !== null && provider !== PASSWORD_PROVIDER;
}

/** has_org_permissions: app_metadata.permissions grants at least one permission. */
export function hasOrgPermissions(profile: UserProfile | null): boolean {
  const permissions = profile?.app_metadata?.permissions;
  if (Array.isArray(permissions)) return permissions.length > 0;
  if (permissions !== null && typeof permissions === 'object') return Object.keys(permissions).length > 0;
  return Boolean(permissions);
}

/** True for the company's own accounts (apiscope.dev and its subdomains), which are never tracked. */
export function isInternalAccount(email: string | null | undefined): boolean {
  return typeof email === 'string' && isCompanyEmail(email);
}

/** Partner an account came from (app_metadata.partner_name), or null. */
export function partnerOf(profile: UserProfile | null): string | null {
  const partner = profile?.app_metadata?.partner_name;
  return typeof partner === 'string' && partner !== '' ? partner : null;
}
