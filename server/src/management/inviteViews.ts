import type { Role } from '../auth/roles';
import type { PendingInviteRow } from './invitesRepository';

/** How the invite link reached the invitee. */
export type InviteDelivery = 'email' | 'link';

/** A pending invitation as admins see it (GET /api/management/{org}/invites). */
export interface PendingInviteView {
  invite_id: string;
  email: string;
  role: Role;
  onboarding_role: string | null;
  source: string | null;
  /** First sent (ISO 8601). */
  created_at: string;
  /** Current link made (ISO 8601): the first sending or the last resend. */
  sent_at: string;
  /** When the current link stops working (ISO 8601), or null for an invite from before links existed. */
  expires_at: string | null;
  /** True once the link no longer works: resend to make a new one. */
  expired: boolean;
  /** Who sent it: a member (name and e-mail) or a management token (nulls). */
  invited_by: { user_id: string; name: string | null; email: string | null };
}

/** The answer of an invite or a resend. */
export interface InviteSentView {
  invite_id: string;
  email: string;
  role: Role;
  status: 'invited';
  expires_at: string;
  /** email: the link went to the invitee by mail; link: no mail server, the admin hands the link over. */
  delivery: InviteDelivery;
  /** The link (delivery 'link' only): the site's public address plus invite_path. */
  invite_url?: string;
  /** Path of the link on this site (delivery 'link' only), for clients that build it on their own origin. */
  invite_path?: string;
}

/** Admin view of a pending invite. */
export function toPendingInviteView(row: PendingInviteRow): PendingInviteView {
  return {
    invite_id: row.invite_id,
    email: row.email,
    role: row.role,
    onboarding_role: row.onboarding_role,
    source: row.source,
    created_at: row.created_at.toISOString(),
    sent_at: (row.sent_at ?? row.created_at).toISOString(),
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
    expired: row.expired,
    invited_by: { user_id: row.invited_by, name: row.inviter_name, email: row.inviter_email },
  };
}
