/** Calls on an organization's members, roles and invitations (/api/management, /api/portal user_roles; SPEC 7). */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** A member of an organization (SPEC 3 "org user"). */
export interface OrgUser {
  /** `<provider>|<id>`. */
  user_id: string;
  email: string;
  name?: string;
  /** One of the role names GET user_roles lists. */
  role: string;
  /** When they joined (ISO 8601). */
  joined_at?: string;
}

/** One page of GET /management/{org}/users. */
export interface OrgUsersPage {
  users: OrgUser[];
  /** 1-based page number. */
  page: number;
  page_size: number;
  /** Members in the organization. */
  total: number;
}

/** A role a member can hold (GET /portal/{org}/user_roles). */
export interface UserRole {
  id: string;
  name: string;
  /** What the role may do, in words. */
  description?: string;
  scopes?: string[];
}

/** What an invitation asks for (SPEC 7: email, org, source, onboarding_role, role). */
export interface InviteRequest {
  email: string;
  role: string;
  /** The invitee's job, as the inviter describes it (used to tailor their onboarding). */
  onboarding_role?: string | null;
  /** Where in the product the invite was made. */
  source?: string | null;
}

/** How invite links reach invitees: mailed, or handed over by the admin (no mail server). */
export type InviteDelivery = 'email' | 'link';

/** What an invite or a resend answers. */
export interface InviteSent {
  invite_id: string;
  email: string;
  role: string;
  status: 'invited';
  /** When the new link stops working (ISO 8601). */
  expires_at: string;
  delivery: InviteDelivery;
  /** The link on the site's public address (delivery 'link' only). */
  invite_url?: string;
  /** The link's path on this site (delivery 'link' only). */
  invite_path?: string;
}

/** A pending invitation as admins see it. */
export interface PendingInvite {
  invite_id: string;
  email: string;
  role: string;
  onboarding_role?: string | null;
  source?: string | null;
  /** First sent (ISO 8601). */
  created_at: string;
  /** Current link made (ISO 8601). */
  sent_at: string;
  /** When the current link stops working (ISO 8601), or null. */
  expires_at: string | null;
  /** The link no longer works: resend for a new one. */
  expired: boolean;
  /** Who sent it (null name and e-mail: a management key). */
  invited_by: { user_id: string; name: string | null; email: string | null };
}

/** GET /management/{org}/invites. */
export interface PendingInvites {
  invites: PendingInvite[];
  delivery: InviteDelivery;
}

/** What the holder of an invite link sees before accepting. */
export interface InvitePreview {
  organization: { id: string; name: string };
  /** Only an account with this address can accept. */
  email: string;
  role: string;
  /** Name of the member who invited, or null. */
  invited_by: string | null;
  expires_at: string;
}

/** What accepting an invite answers. */
export interface InviteAccepted {
  organization: { id: string; name: string };
  role: string;
  /** False when the account already was a member. */
  joined: boolean;
  /** The organization's oldest app, where the new member lands. */
  first_app_id: string | null;
}

/** Who asks for a removal (SPEC 7 payload of the member DELETE). */
export interface RemovalRequest {
  requesterEmail: string;
  org: string;
  customerId: string;
}

const management = (orgId: string) => `/management/${encodeURIComponent(orgId)}`;

/** GET /management/{org}/users?page: one page of members. */
export const requestOrgUsers = (orgId: string, page: number, options?: RequestOptions): Promise<ApiResult<OrgUsersPage>> =>
  apiClient.get<OrgUsersPage>(`${management(orgId)}/users`, { ...options, params: { page } });

/** GET /portal/{org}/user_roles: the roles a member can hold. */
export const requestUserRoles = (orgId: string, options?: RequestOptions): Promise<ApiResult<UserRole[]>> =>
  apiClient.get<UserRole[]>(`/portal/${encodeURIComponent(orgId)}/user_roles`, options);

/** POST /management/{org}/invite. */
export const requestInvite = (orgId: string, invite: InviteRequest, options?: RequestOptions): Promise<ApiResult<InviteSent>> =>
  apiClient.post<InviteSent>(`${management(orgId)}/invite`, { ...options, data: { ...invite, org: orgId } });

/** DELETE /management/{org}/users/{userId}. */
export const requestRemoveOrgUser = (orgId: string, userId: string, removal: RemovalRequest): Promise<ApiResult> =>
  apiClient.delete(`${management(orgId)}/users/${encodeURIComponent(userId)}`, { data: removal });

/** POST /management/{org}/users/{userId}/role {role}. */
export const requestRoleUpdate = (orgId: string, userId: string, role: string, options?: RequestOptions): Promise<ApiResult<{ user_id: string; role: string }>> =>
  apiClient.post(`${management(orgId)}/users/${encodeURIComponent(userId)}/role`, { ...options, data: { role } });

/** GET /management/{org}/invites: pending invitations (admins only). */
export const requestPendingInvites = (orgId: string, options?: RequestOptions): Promise<ApiResult<PendingInvites>> =>
  apiClient.get<PendingInvites>(`${management(orgId)}/invites`, options);

/** POST /management/{org}/invites/{id}/resend: a new link; the old one stops working. */
export const requestResendInvite = (orgId: string, inviteId: string): Promise<ApiResult<InviteSent>> =>
  apiClient.post<InviteSent>(`${management(orgId)}/invites/${encodeURIComponent(inviteId)}/resend`);

/** DELETE /management/{org}/invites/{id}: revokes a pending invitation. */
export const requestRevokeInvite = (orgId: string, inviteId: string): Promise<ApiResult> =>
  apiClient.delete(`${management(orgId)}/invites/${encodeURIComponent(inviteId)}`);

/** POST /management/invites/lookup {token}: the organization and role of an invite link (no sign-in needed). */
export const requestInviteLookup = (token: string, options?: RequestOptions): Promise<ApiResult<InvitePreview>> =>
  apiClient.post<InvitePreview>('/management/invites/lookup', { ...options, data: { token } });

/** POST /management/invites/accept {token}: joins the organization of the link. */
export const requestAcceptInvite = (token: string, options?: RequestOptions): Promise<ApiResult<InviteAccepted>> =>
  apiClient.post<InviteAccepted>('/management/invites/accept', { ...options, data: { token } });

/** What following an e-mail verification link answers. */
export interface EmailVerified {
  email: string;
  verified: boolean;
  /** Organizations joined because they admit verified addresses of this domain. */
  joined: Array<{ id: string; name: string }>;
}

/** POST /auth/verify-email {token}: verifies the address the link was sent to. */
export const requestVerifyEmail = (token: string, options?: RequestOptions): Promise<ApiResult<EmailVerified>> =>
  apiClient.post<EmailVerified>('/auth/verify-email', { ...options, data: { token } });
