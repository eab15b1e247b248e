import type { AppContext } from '../context';
import type { Principal } from '../auth/guard';
import type { Role } from '../auth/roles';
import { HttpError, badRequest, notFound } from '../http/errors';
import { findUserByEmail, normaliseEmail } from '../auth/usersRepository';
import { countOwners, deleteMembership, findMembership, insertMembership, updateMembershipRole } from '../portal/membershipsRepository';
import { insertInvite } from './invitesRepository';

/** What an invitation asks for. */
export interface InviteInput {
  email: string;
  role: Role;
  onboarding_role?: string | null;
  source?: string | null;
}

function actorRole(principal: Principal, orgId: string): Role | undefined {
  return principal.kind === 'user' ? principal.orgRoles?.[orgId] : undefined;
}

function requireOwnerFor(principal: Principal, orgId: string, action: string): void {
  if (actorRole(principal, orgId) !== 'Owner') throw new HttpError(403, `Only an Owner can ${action}`);
}

/** Invites an e-mail to the organization; an existing account becomes a member at once. */
export async function invite(ctx: AppContext, principal: Principal, orgId: string, input: InviteInput): Promise<{ email: string; role: Role; status: 'added' | 'invited' }> {
  if (input.role === 'Owner') requireOwnerFor(principal, orgId, 'grant the Owner role');
  const email = normaliseEmail(input.email);
  const invitedBy = principal.userId ?? 'management-token';
  const user = await findUserByEmail(ctx.db, email);
  return ctx.db.transaction(async (tx) => {
    if (user && (await findMembership(tx, orgId, user.user_id))) throw new HttpError(409, 'This user is already a member of the organization');
    if (user) await insertMembership(tx, orgId, user.user_id, input.role);
    await insertInvite(tx, {
      orgId, email, role: input.role, onboardingRole: input.onboarding_role ?? null, source: input.source ?? null, invitedBy, accepted: user !== undefined,
    });
    return { email, role: input.role, status: user ? 'added' as const : 'invited' as const };
  });
}

/** Removes a member; Owners are removed only by Owners, and never the last one. */
export async function removeMember(ctx: AppContext, principal: Principal, orgId: string, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const target = await findMembership(tx, orgId, userId);
    if (!target) throw notFound('Member');
    if (target.role === 'Owner') {
      if (userId !== principal.userId) requireOwnerFor(principal, orgId, 'remove an Owner');
      if ((await countOwners(tx, orgId)) <= 1) throw badRequest('The last Owner of an organization cannot be removed: make another member Owner first');
    }
    await deleteMembership(tx, orgId, userId);
  });
}

/** Changes a member's role; granting or taking away Owner needs an Owner, and the last Owner stays Owner. */
export async function changeRole(ctx: AppContext, principal: Principal, orgId: string, userId: string, role: Role): Promise<{ user_id: string; role: Role }> {
  return ctx.db.transaction(async (tx) => {
    const target = await findMembership(tx, orgId, userId);
    if (!target) throw notFound('Member');
    if (role === 'Owner' || target.role === 'Owner') requireOwnerFor(principal, orgId, 'grant or take away the Owner role');
    if (target.role === 'Owner' && role !== 'Owner' && (await countOwners(tx, orgId)) <= 1) {
      throw badRequest('The last Owner of an organization cannot be demoted: make another member Owner first');
    }
    await updateMembershipRole(tx, orgId, userId, role);
    return { user_id: userId, role };
  });
}
