import type { ServiceContext } from '../services';
import type { Principal } from '../auth/guard';
import type { MemberRow } from './membersRepository';
import type { MembershipRow } from '../portal/membershipsRepository';
import { roleAllows, type Role } from '../auth/roles';
import { HttpError, badRequest, notFound } from '../http/errors';
import { memberRoleChanged, revokeMemberKeys } from '../tokens/keysService';

function actorRole(principal: Principal, orgId: string): Role | undefined {
  return principal.kind === 'user' ? principal.orgRoles?.[orgId] : undefined;
}

function requireOwnerFor(principal: Principal, orgId: string, action: string): void {
  if (actorRole(principal, orgId) !== 'Owner') throw new HttpError(403, `Only an Owner can ${action}`);
}

/** Whether the principal may see and manage invitations (create:members): pending invites are for admins only. */
export function canManageInvites(principal: Principal, orgId: string): boolean {
  if (principal.kind === 'management') return principal.scopes === 'all' || principal.scopes.includes('create:members');
  return roleAllows(actorRole(principal, orgId) ?? 'Read Only', 'create:members');
}

/** Members of an organization: the team list, removing members and changing roles (an organization keeps an Owner). */
export class MembersService {
  constructor(private readonly ctx: ServiceContext) {}

  /** One page of the organization's members, oldest first, and how many there are. */
  listMembers(orgId: string, limit: number, offset: number): Promise<{ members: MemberRow[]; total: number }> {
    return this.ctx.repositories.members.listPage(orgId, limit, offset);
  }

  /** The member's current membership (role) in the organization, or undefined. */
  findMember(orgId: string, userId: string): Promise<MembershipRow | undefined> {
    return this.ctx.repositories.memberships.find(orgId, userId);
  }

  /** Removes a member; Owners are removed only by Owners, and never the last one. */
  async removeMember(principal: Principal, orgId: string, userId: string): Promise<void> {
    await this.ctx.repositories.transaction(async (tx) => {
      const target = await tx.memberships.find(orgId, userId);
      if (!target) throw notFound('Member');
      if (target.role === 'Owner') {
        if (userId !== principal.userId) requireOwnerFor(principal, orgId, 'remove an Owner');
        if ((await tx.memberships.countOwners(orgId)) <= 1) throw badRequest('The last Owner of an organization cannot be removed: make another member Owner first');
      }
      await tx.memberships.delete(orgId, userId);
      await revokeMemberKeys(tx, orgId, userId, principal.userId ?? null);
    });
  }

  /** Changes a member's role; granting or taking away Owner needs an Owner, and the last Owner stays Owner. */
  async changeRole(principal: Principal, orgId: string, userId: string, role: Role): Promise<{ user_id: string; role: Role }> {
    return this.ctx.repositories.transaction(async (tx) => {
      const target = await tx.memberships.find(orgId, userId);
      if (!target) throw notFound('Member');
      if (role === 'Owner' || target.role === 'Owner') requireOwnerFor(principal, orgId, 'grant or take away the Owner role');
      if (target.role === 'Owner' && role !== 'Owner' && (await tx.memberships.countOwners(orgId)) <= 1) {
        throw badRequest('The last Owner of an organization cannot be demoted: make another member Owner first');
      }
      await tx.memberships.updateRole(orgId, userId, role);
      return { user_id: userId, role };
    }).finally(() => memberRoleChanged(orgId, userId));
  }
}
