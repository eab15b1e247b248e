/**
 * The calls of the team screen, the invite page and the e-mail verification page: one creator per call. Reads are
 * silent (shown in place); writes keep the error policy's toast, except the invite form and the link pages, which
 * show the server's reason themselves.
 * `inviteMember` is the one thunk: SPEC section 4 reloads the member list 1 s after an invite.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiResult } from '@/api/client';
import {
  requestAcceptInvite, requestInvite, requestInviteLookup, requestOrgUsers, requestPendingInvites, requestRemoveOrgUser,
  requestResendInvite, requestRevokeInvite, requestRoleUpdate, requestUserRoles, requestVerifyEmail, type InviteRequest, type InviteSent, type RemovalRequest,
} from '@/api/orgUsers';
import { createApiCall, type PromiseDispatch } from '@/app/store/promiseActions';
import type { RootState } from '@/app/store/store';
import { INVITE_RELOAD_DELAY_MS } from '@/lib/constants';

/** Loads one page of the organization's members. */
export const loadOrgUsers = createApiCall('orgUsers/load', (orgId: string, page: number) => requestOrgUsers(orgId, page, { silent: true }));
/** Loads the roles a member can hold. */
export const loadUserRoles = createApiCall('orgUsers/loadRoles', (orgId: string) => requestUserRoles(orgId, { silent: true }));
/** Loads the pending invitations (admins only). */
export const loadPendingInvites = createApiCall('orgUsers/loadInvites', (orgId: string) => requestPendingInvites(orgId, { silent: true }));
/** Sends an invitation; the form shows a refusal itself. */
export const sendInvite = createApiCall('orgUsers/invite', (orgId: string, invite: InviteRequest) => requestInvite(orgId, invite, { silent: true }));
/** Removes a member (or lets the caller leave). */
export const removeOrgUser = createApiCall('orgUsers/remove', (orgId: string, userId: string, removal: RemovalRequest) =>
  requestRemoveOrgUser(orgId, userId, removal));
/** Changes a member's role; a refusal (the last Owner) is shown beside the member. */
export const updateRole = createApiCall('orgUsers/updateRole', (orgId: string, userId: string, role: string) =>
  requestRoleUpdate(orgId, userId, role, { silent: true }));
/** Sends a pending invitation again with a new link. */
export const resendInvite = createApiCall('orgUsers/resendInvite', (orgId: string, inviteId: string) => requestResendInvite(orgId, inviteId));
/** Revokes a pending invitation. */
export const revokeInvite = createApiCall('orgUsers/revokeInvite', (orgId: string, inviteId: string) => requestRevokeInvite(orgId, inviteId));
/** Reads the organization and role of an invite link (the invite page shows a refusal in place). */
export const lookupInvite = createApiCall('orgUsers/lookupInvite', (token: string) => requestInviteLookup(token, { silent: true }));
/** Accepts an invite link for the signed-in user. */
export const acceptInvite = createApiCall('orgUsers/acceptInvite', (token: string) => requestAcceptInvite(token, { silent: true }));
/** Uses an e-mail verification link once (the verification page shows a refusal in place). */
export const verifyEmail = createApiCall('orgUsers/verifyEmail', (token: string) => requestVerifyEmail(token, { silent: true }));

/**
 * Sends an invitation and, once it is stored, reloads the member page on screen and the pending invites after
 * INVITE_RELOAD_DELAY_MS (SPEC sections 4 and 9). The reload reads the page when it fires, and is skipped when the
 * team area has moved to another organization meanwhile (it would replace that organization's lists).
 */
export const inviteMember =
  (orgId: string, invite: InviteRequest): ThunkAction<Promise<ApiResult<InviteSent>>, RootState, unknown, UnknownAction> =>
  async (dispatch, getState) => {
    const run = dispatch as PromiseDispatch;
    const result = await run(sendInvite(orgId, invite));
    if (!result.error) {
      setTimeout(() => {
        // Read from the state directly: the slice module imports this one.
        const shown = getState().orgUsers;
        if (!shown || shown.orgId !== orgId) return;
        void run(loadOrgUsers(orgId, shown.page));
        void run(loadPendingInvites(orgId));
      }, INVITE_RELOAD_DELAY_MS);
    }
    return result;
  };
