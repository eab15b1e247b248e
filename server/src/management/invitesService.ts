import type { ServiceContext } from '../services';
import type { Principal } from '../auth/guard';
import type { Role } from '../auth/roles';
import { HttpError, notFound } from '../http/errors';
import { normaliseEmail } from '../auth/usersRepository';
import { newLinkToken } from '../mail/linkTokens';
import { sendMail } from '../mail/mailer';
import type { InviteRow, PendingInviteRow } from './invitesRepository';
import { renderInviteMail } from './inviteMail';
import { toPendingInviteView, type InviteSentView, type PendingInviteView } from './inviteViews';

/** How long an invite link works. */
export const INVITE_LIFETIME_DAYS = 7;

/** The SPA page an invite link opens: `/invite/{token}`. */
export const INVITE_PATH = '/invite';

/** What an invitation asks for. */
export interface InviteInput {
  email: string;
  role: Role;
  onboarding_role?: string | null;
  source?: string | null;
}

function requireOwnerToGrantOwner(principal: Principal, orgId: string, role: Role): void {
  const actorRole = principal.kind === 'user' ? principal.orgRoles?.[orgId] : undefined;
  if (role === 'Owner' && actorRole !== 'Owner') throw new HttpError(403, 'Only an Owner can grant the Owner role');
}

/** Invitations: send, list, resend and revoke (admins). */
export class InvitesService {
  constructor(private readonly ctx: ServiceContext) {}

  /** Mails a new link for a stored invite (or prepares it for the admin without SMTP). */
  private async deliver(invite: InviteRow, token: string): Promise<InviteSentView> {
    const expiresAt = invite.expires_at ?? new Date();
    const org = await this.ctx.repositories.organizations.find(invite.org_id);
    const inviter = invite.invited_by.includes('|') ? await this.ctx.repositories.users.findById(invite.invited_by) : undefined;
    const invitePath = `${INVITE_PATH}/${token}`;
    const link = this.ctx.config.siteUrl + invitePath;
    const mail = renderInviteMail({ organizationName: org?.name ?? 'an organization', inviterName: inviter?.name ?? null, role: invite.role, link, expiresAt });
    const outcome = await sendMail(this.ctx, invite.email, mail, 'invitation');
    const base = { invite_id: invite.invite_id, email: invite.email, role: invite.role, status: 'invited' as const, expires_at: expiresAt.toISOString() };
    return outcome.delivered ? { ...base, delivery: 'email' } : { ...base, delivery: 'link', invite_url: link, invite_path: invitePath };
  }

  /**
   * Invites an e-mail address: stores a pending invite holding only the hash of a random single-use token and sends
   * the link. Nobody becomes a member until the link is used by an account with that address (acceptInvite).
   */
  async createInvite(principal: Principal, orgId: string, input: InviteInput): Promise<InviteSentView> {
    requireOwnerToGrantOwner(principal, orgId, input.role);
    const email = normaliseEmail(input.email);
    const user = await this.ctx.repositories.users.findByEmail(email);
    if (user && (await this.ctx.repositories.memberships.find(orgId, user.user_id))) throw new HttpError(409, 'This user is already a member of the organization');
    if (await this.ctx.repositories.invites.findPendingForEmail(orgId, email)) {
      throw new HttpError(409, 'This address already has a pending invite: resend or revoke it instead');
    }
    const { token, sha256 } = newLinkToken();
    const inviteId = await this.ctx.repositories.invites.insert({
      orgId, email, role: input.role, onboardingRole: input.onboarding_role ?? null, source: input.source ?? null,
      invitedBy: principal.userId ?? 'management-token', tokenSha256: sha256, lifetimeDays: INVITE_LIFETIME_DAYS,
    });
    const invite = await this.ctx.repositories.invites.findPending(orgId, inviteId);
    if (!invite) throw notFound('Invite');
    try {
      return await this.deliver(invite, token);
    } catch (error) {
      await this.ctx.repositories.invites.revoke(inviteId); // not sent: nothing pending that nobody received
      throw error;
    }
  }

  /** Pending invites of the organization, for admins (their full details). */
  async listInvites(orgId: string): Promise<PendingInviteView[]> {
    return (await this.ctx.repositories.invites.listPending(orgId)).map(toPendingInviteView);
  }

  /** Pending invites of the organization as the member list shows them (rows with who invited). */
  listPendingInviteRows(orgId: string): Promise<PendingInviteRow[]> {
    return this.ctx.repositories.invites.listPending(orgId);
  }

  /**
   * Sends a pending invite again with a new link and a new expiry; the previous link stops working at once. When the
   * e-mail cannot be sent, the previous link is put back, so the invitee is not left without a working one.
   */
  async resendInvite(principal: Principal, orgId: string, inviteId: string): Promise<InviteSentView> {
    const invite = await this.ctx.repositories.invites.findPending(orgId, inviteId);
    if (!invite) throw notFound('Invite');
    requireOwnerToGrantOwner(principal, orgId, invite.role);
    const { token, sha256 } = newLinkToken();
    await this.ctx.repositories.invites.replaceToken(inviteId, sha256, INVITE_LIFETIME_DAYS);
    const renewed = await this.ctx.repositories.invites.findPending(orgId, inviteId);
    if (!renewed) throw notFound('Invite');
    try {
      return await this.deliver(renewed, token);
    } catch (error) {
      await this.ctx.repositories.invites.restoreToken(inviteId, sha256, { tokenSha256: invite.token_sha256, expiresAt: invite.expires_at, sentAt: invite.sent_at });
      throw error;
    }
  }

  /** Revokes a pending invite: its link stops working. */
  async cancelInvite(orgId: string, inviteId: string): Promise<void> {
    const invite = await this.ctx.repositories.invites.findPending(orgId, inviteId);
    if (!invite) throw notFound('Invite');
    await this.ctx.repositories.invites.revoke(inviteId);
  }
}
