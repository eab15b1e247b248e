/** Pure rules of the partner pages (provision and register): partner lookup, link values and the choices offered. */
import type { PartnerSummary } from '@/api/partners';
import type { PortalOrganization } from '@/api/portal';

/** The partner of that name (names are matched case-insensitively, like the server does). */
export function findPartner(partners: readonly PartnerSummary[], name: string): PartnerSummary | undefined {
  const wanted = name.trim().toLowerCase();
  return partners.find((partner) => partner.name.toLowerCase() === wanted);
}

/** Longest registration token the server accepts. */
export const MAX_TOKEN_LENGTH = 4096;

/** The marketplace's registration token from the link, or null when absent, blank or too long to be one. */
export function marketplaceToken(raw: string | null): string | null {
  const token = raw?.trim() ?? '';
  return token.length > 0 && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

const ADMIN_ROLES = new Set(['Owner', 'Admin']);

/** Organizations a partner may be linked to: the user's own (never the demo) where they are Owner or Admin. */
export function provisionableOrganizations(orgs: readonly PortalOrganization[]): PortalOrganization[] {
  return orgs.filter((org) => !org.demo && (org.role === undefined || ADMIN_ROLES.has(org.role)));
}

/** Longest organization name the server accepts. */
export const MAX_ORGANIZATION_NAME_LENGTH = 100;

/** Why a new organization's name cannot be used, or null. */
export function organizationNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name for the new organization.';
  if (trimmed.length > MAX_ORGANIZATION_NAME_LENGTH) return `Use at most ${MAX_ORGANIZATION_NAME_LENGTH} characters.`;
  return null;
}

/** Longest notice shown from a register link. */
export const MAX_NOTICE_LENGTH = 200;

/**
 * The optional message of a register link as plain text (the router has already decoded it): control characters
 * dropped, white space collapsed, cut to MAX_NOTICE_LENGTH characters; null when nothing is left.
 */
export function partnerNotice(raw: string | undefined): string | null {
  if (!raw) return null;
  const text = raw.replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const characters = Array.from(text);
  return characters.length > MAX_NOTICE_LENGTH ? `${characters.slice(0, MAX_NOTICE_LENGTH - 1).join('').trimEnd()}…` : text;
}

/** Which account form the provision page opens on. */
export type AccountMode = 'signin' | 'signup';

/** The account mode named in a link; sign-in unless sign-up is asked for. */
export const accountMode = (raw: string | null): AccountMode => (raw === 'signup' ? 'signup' : 'signin');

/** The provision page of a partner, keeping the marketplace token and opening on the given account form. */
export function provisionPath(partner: string, { mode, token }: { mode?: AccountMode; token?: string | null } = {}): string {
  const query = new URLSearchParams();
  if (token) query.set('token', token);
  if (mode) query.set('mode', mode);
  const search = query.toString();
  return `/provision/partners/${encodeURIComponent(partner)}${search ? `?${search}` : ''}`;
}
