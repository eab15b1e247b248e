/** Pure rules of the team area: invite validation, role order, paging and who may manage members. */

/** Values of the invite form. */
export interface InviteValues {
  email: string;
  role: string;
  onboardingRole: string;
}

/** A message per invite field that needs fixing. */
export type InviteErrors = Partial<Record<keyof InviteValues, string>>;

/** Where invites made on the team screen come from (the `source` of SPEC section 7's invite call). */
export const TEAM_INVITE_SOURCE = 'team_page';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MAX_EMAIL_LENGTH = 254;
const MAX_ONBOARDING_ROLE_LENGTH = 100;

/** Checks the invite form before it is sent, with the server's limits. */
export function validateInvite({ email, role, onboardingRole }: InviteValues, roles: readonly string[]): InviteErrors {
  const errors: InviteErrors = {};
  const address = email.trim();
  if (!address) errors.email = 'Enter the email address to invite.';
  else if (address.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(address)) errors.email = 'Enter a valid email address, like name@company.com.';
  if (!role) errors.role = 'Choose a role.';
  else if (roles.length > 0 && !roles.includes(role)) errors.role = 'Choose one of the listed roles.';
  if (onboardingRole.trim().length > MAX_ONBOARDING_ROLE_LENGTH) errors.onboardingRole = `Use at most ${MAX_ONBOARDING_ROLE_LENGTH} characters.`;
  return errors;
}

/**
 * Whether moving from one role to another lowers it. Roles come from the server most powerful first; unknown roles
 * rank last.
 */
export function isDemotion(from: string, to: string, rolesInOrder: readonly string[]): boolean {
  const rank = (role: string) => {
    const at = rolesInOrder.indexOf(role);
    return at === -1 ? rolesInOrder.length : at;
  };
  return rank(to) > rank(from);
}

/** Roles that may invite, remove and re-role members (they hold create/update/delete:members). */
const MANAGING_ROLES = new Set(['Owner', 'Admin']);

/** Whether the caller's role in the organization lets them manage its members. */
export function canManageMembers(role: string | undefined, demo: boolean | undefined): boolean {
  return !demo && role !== undefined && MANAGING_ROLES.has(role);
}

/** Number of pages of members (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The page to show after removing a member from `page`: the one before when the removal empties it. */
export function pageAfterRemoval(page: number, membersOnPage: number): number {
  return membersOnPage <= 1 && page > 1 ? page - 1 : page;
}

/** The full invite link on the site the admin is using. */
export function inviteLinkUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}

/** The member's name as listed: their name, else the part of the e-mail before @. */
export function memberName(user: { name?: string; email: string }): string {
  return user.name?.trim() || user.email.split('@')[0];
}
