import type { ServiceContext } from '../services';
import type { Role } from '../auth/roles';
import { HttpError } from '../http/errors';
import { confirmEmail } from '../auth/emailVerificationService';
import { hashLinkToken } from '../mail/linkTokens';
import type { PendingInviteRow } from './invitesRepository';

/** What the holder of an invite link sees before accepting (POST /api/management/invites/lookup). */
export interface InvitePreview {
  organization: { id: string; name: string };
  /** The invited address: only an account with this address can accept. */
  email: string;
  role: Role;
  /** Name of the member who invited, or null. */
  invited_by: string | null;
  expires_at: string;
}

/** What accepting answers. */
export interface InviteAccepted {
  organization: { id: string; name: string };
  role: Role;
  /** False when the account already was a member (the invite is used up all the same). */
  joined: boolean;
  /** The organization's oldest app, where the new member lands; null when it has none. */
  first_app_id: string | null;
}

/** The invitee's side of an invitation: look a link up, accept it once. */
export class InviteAcceptanceService {
  constructor(private readonly ctx: ServiceContext) {}

  /** The open invite of a link; 404 when used, revoked, replaced or unknown, 410 when expired. */
  private async openInvite(token: string): Promise<PendingInviteRow & { org_name: string }> {
    const invite = await this.ctx.repositories.invites.findPendingByToken(hashLinkToken(token));
    const org = invite ? await this.ctx.repositories.organizations.find(invite.org_id) : undefined;
    if (!invite || !org) throw new HttpError(404, 'This invite link is not valid: it was already used, revoked or replaced by a newer one');
    if (invite.expired) throw new HttpError(410, 'This invite link has expired: ask the person who invited you to send it again');
    return { ...invite, org_name: org.name };
  }

  /** The organization, role and address of an invite link. */
  async lookupInvite(token: string): Promise<InvitePreview> {
    const invite = await this.openInvite(token);
    return {
      organization: { id: invite.org_id, name: invite.org_name },
      email: invite.email,
      role: invite.role,
      invited_by: invite.inviter_name,
      expires_at: (invite.expires_at as Date).toISOString(),
    };
  }

  /**
   * Accepts an invite link for the signed-in user. The account's address must be the invited one; the link, sent to
   * that address, proves it, so the address counts as verified from now on. The link is used up in the same
   * transaction that adds the membership.
   */
  async acceptInvite(user: { userId: string; email: string }, token: string): Promise<InviteAccepted> {
    const invite = await this.openInvite(token);
    if (invite.email !== user.email) {
      throw new HttpError(403, `This invitation is for ${invite.email}; you are signed in as ${user.email}. Sign in with the invited address to accept it.`);
    }
    const joined = await this.ctx.repositories.transaction(async (tx) => {
      if (!(await tx.invites.markAccepted(invite.invite_id, user.userId))) {
        throw new HttpError(404, 'This invite link is not valid: it was already used, revoked or replaced by a newer one');
      }
      const member = await tx.memberships.find(invite.org_id, user.userId);
      if (!member) await tx.memberships.insert(invite.org_id, user.userId, invite.role);
      await confirmEmail(tx, user.userId, user.email);
      return !member;
    });
    const app = await this.ctx.repositories.apps.firstOfOrg(invite.org_id);
    return { organization: { id: invite.org_id, name: invite.org_name }, role: invite.role, joined, first_app_id: app?.app_id ?? null };
  }
}
