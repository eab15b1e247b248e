/** Pure rules of the organization settings screen: who may do what, and the validation of each field. */
import type { PortalOrganization } from '@/api/portal';
import { isDemoOrganization } from '@/portal/core/organizationsRules';

/** Join policies offered (the server's `JOIN_POLICIES` that sign-up honours), with what each means. */
export const JOIN_POLICY_CHOICES = [
  { id: 'invite_only', label: 'Invite only', description: 'People join only through an invitation sent by an Owner or Admin.' },
  { id: 'domain_auto_join', label: 'Anyone with a verified e-mail on the domain', description: 'People who verify an address on the organization domain join as Members.' },
] as const;

/** The identity provider id of e-mail and password sign-in. */
export const EMAIL_PROVIDER = 'email';

/** A readable name for an identity provider id. */
export const providerLabel = (id: string): string => (id === EMAIL_PROVIDER ? 'E-mail and password' : id);

/** Changing settings: Owners and Admins, never in the demo organization. */
export function canEditOrganization(org: Pick<PortalOrganization, 'id' | 'demo' | 'role'>): boolean {
  return !isDemoOrganization(org) && (org.role === 'Owner' || org.role === 'Admin');
}

/** Deleting the organization: Owners only, never the demo organization. */
export function canDeleteOrganization(org: Pick<PortalOrganization, 'id' | 'demo' | 'role'>): boolean {
  return !isDemoOrganization(org) && org.role === 'Owner';
}

/** Longest organization name the server accepts. */
export const ORG_NAME_MAX_LENGTH = 100;

/** The message for an organization name, or null. */
export function orgNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name for the organization.';
  return trimmed.length > ORG_NAME_MAX_LENGTH ? `The name can be at most ${ORG_NAME_MAX_LENGTH} characters (it has ${trimmed.length}).` : null;
}

const DOMAIN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The domain as stored: lower case, without a leading "@" or "www." and surrounding spaces. */
export const normaliseDomain = (text: string): string => text.trim().toLowerCase().replace(/^@/, '').replace(/^www\./, '');

/** The message for an organization domain (empty means none), or null; the domain join policy needs one. */
export function domainError(text: string, policy: string): string | null {
  const domain = normaliseDomain(text);
  if (!domain) return policy === 'domain_auto_join' ? 'Enter the organization domain: people join by verifying an address on it.' : null;
  if (domain.includes('@')) return 'Enter only the domain, such as acme.com, not an e-mail address.';
  if (domain.length > 253 || !DOMAIN.test(domain)) return `'${domain}' is not a domain name: use a form such as acme.com.`;
  return null;
}

const PROVIDER_ID = /^[a-z0-9-]{1,40}$/;

/** The message for a provider id to add, or null. */
export function providerIdError(text: string, current: string[]): string | null {
  const id = text.trim().toLowerCase();
  if (!id) return 'Enter the identity provider id, such as okta.';
  if (!PROVIDER_ID.test(id)) return 'A provider id has lower-case letters, digits and dashes only, up to 40 characters.';
  return current.includes(id) ? `${id} is already listed.` : null;
}

/** The message for the allowed providers, or null: at least one, at most 10. */
export function providersError(allowed: string[]): string | null {
  if (allowed.length === 0) return 'Allow at least one way to sign in.';
  return allowed.length > 10 ? 'Allow at most 10 identity providers.' : null;
}
