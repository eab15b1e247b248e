/**
 * The selected organization's team (SPEC section 4 "org users: load by page, invite (list reloads after 1 s),
 * delete, role update"): the page of members on screen, the roles the server lists, the pending invitations (admins
 * only) and the link of the last invitation made without a mail server. Keyed by organization: switching
 * organization starts from empty.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { InviteDelivery, InviteSent, OrgUser, PendingInvite, UserRole } from '@/api/orgUsers';
import { addLoadableCases, idle, toPlainError, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import {
  acceptInvite, loadOrgUsers, loadPendingInvites, loadUserRoles, lookupInvite, removeOrgUser, resendInvite, revokeInvite, sendInvite, updateRole,
  verifyEmail,
} from './orgUsersActions';
import type { EmailVerified, InvitePreview, InviteAccepted } from '@/api/orgUsers';

/** A link to hand to an invitee because no mail server is configured. */
export interface SharedInviteLink {
  inviteId: string;
  email: string;
  /** Path of the link on this site (`/invite/{token}`). */
  path: string;
}

/** State of the team area. */
export interface OrgUsersState extends Loadable {
  /** Organization the lists belong to. */
  orgId: string | null;
  /** Members of the page on screen. */
  users: OrgUser[];
  /** 1-based page on screen. */
  page: number;
  pageSize: number;
  /** Members in the organization. */
  total: number;
  roles: Loadable & { list: UserRole[] };
  invites: Loadable & { list: PendingInvite[]; delivery: InviteDelivery | null };
  /** The last link made without a mail server (invite or resend), until another organization is shown. */
  sharedLink: SharedInviteLink | null;
  /** Members whose role change or removal is under way. */
  busy: string[];
  /** Invites being resent or revoked. */
  busyInvites: string[];
  /** A refused role change: the member and the server's reason. */
  roleError: { userId: string; message: string } | null;
  /** The invite page: the link's organization and role, and the outcome of accepting. */
  invitePage: Loadable & { token: string | null; preview: InvitePreview | null; accepting: boolean; accepted: InviteAccepted | null };
  /** The e-mail verification page: the link used (once) and what it verified. */
  verifyPage: Loadable & { token: string | null; verified: EmailVerified | null };
}

const initialState: OrgUsersState = {
  ...idle(),
  orgId: null,
  users: [],
  page: 1,
  pageSize: 50,
  total: 0,
  roles: { ...idle(), list: [] },
  invites: { ...idle(), list: [], delivery: null },
  sharedLink: null,
  busy: [],
  busyInvites: [],
  roleError: null,
  invitePage: { ...idle(), token: null, preview: null, accepting: false, accepted: null },
  verifyPage: { ...idle(), token: null, verified: null },
};

function forOrg(state: OrgUsersState, orgId: string): OrgUsersState {
  if (state.orgId !== orgId) Object.assign(state, { ...initialState, invitePage: state.invitePage, verifyPage: state.verifyPage, orgId });
  return state;
}

function shareLink(state: OrgUsersState, sent: InviteSent): void {
  state.sharedLink = sent.delivery === 'link' && sent.invite_path ? { inviteId: sent.invite_id, email: sent.email, path: sent.invite_path } : null;
}

const without = (list: string[], id: string) => list.filter((entry) => entry !== id);

const orgUsersSlice = createSlice({
  name: 'orgUsers',
  initialState,
  reducers: {
    /** The admin dismissed the link box. */
    sharedLinkDismissed(state) {
      state.sharedLink = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(sendInvite.succeeded, (state, action) => shareLink(state, action.payload))
      .addMatcher(resendInvite.requested, (state, action) => {
        state.busyInvites.push(action.meta.args[1]);
      })
      .addMatcher(resendInvite.succeeded, (state, action) => {
        state.busyInvites = without(state.busyInvites, action.meta.args[1]);
        shareLink(state, action.payload);
        const invite = state.invites.list.find((entry) => entry.invite_id === action.payload.invite_id);
        if (invite) Object.assign(invite, { expires_at: action.payload.expires_at, expired: false, sent_at: new Date().toISOString() });
      })
      .addMatcher(resendInvite.failed, (state, action) => {
        state.busyInvites = without(state.busyInvites, action.meta.args[1]);
      })
      .addMatcher(revokeInvite.requested, (state, action) => {
        state.busyInvites.push(action.meta.args[1]);
      })
      .addMatcher(revokeInvite.succeeded, (state, action) => {
        const inviteId = action.meta.args[1];
        state.busyInvites = without(state.busyInvites, inviteId);
        state.invites.list = state.invites.list.filter((invite) => invite.invite_id !== inviteId);
        if (state.sharedLink?.inviteId === inviteId) state.sharedLink = null;
      })
      .addMatcher(revokeInvite.failed, (state, action) => {
        state.busyInvites = without(state.busyInvites, action.meta.args[1]);
      })
      .addMatcher(updateRole.requested, (state, action) => {
        state.busy.push(action.meta.args[1]);
        state.roleError = null;
      })
      .addMatcher(updateRole.succeeded, (state, action) => {
        const [, userId, role] = action.meta.args;
        state.busy = without(state.busy, userId);
        const user = state.users.find((member) => member.user_id === userId);
        if (user) user.role = role;
      })
      .addMatcher(updateRole.failed, (state, action) => {
        const userId = action.meta.args[1];
        state.busy = without(state.busy, userId);
        state.roleError = { userId, message: toPlainError(action.error).message };
      })
      .addMatcher(removeOrgUser.requested, (state, action) => {
        state.busy.push(action.meta.args[1]);
      })
      .addMatcher(removeOrgUser.succeeded, (state, action) => {
        const userId = action.meta.args[1];
        state.busy = without(state.busy, userId);
        state.users = state.users.filter((member) => member.user_id !== userId);
        state.total = Math.max(0, state.total - 1);
      })
      .addMatcher(removeOrgUser.failed, (state, action) => {
        state.busy = without(state.busy, action.meta.args[1]);
      })
      .addMatcher(acceptInvite.requested, (state) => {
        state.invitePage.accepting = true;
      })
      .addMatcher(acceptInvite.succeeded, (state, action) => {
        state.invitePage.accepting = false;
        state.invitePage.accepted = action.payload;
      })
      .addMatcher(acceptInvite.failed, (state) => {
        state.invitePage.accepting = false;
      });
    addLoadableCases(builder, loadOrgUsers, (state, meta) => forOrg(state as OrgUsersState, meta.args[0]), (state, action) => {
      state.users = action.payload.users;
      state.page = action.payload.page;
      state.pageSize = action.payload.page_size;
      state.total = action.payload.total;
    });
    addLoadableCases(builder, loadUserRoles, (state, meta) => forOrg(state as OrgUsersState, meta.args[0]).roles, (state, action) => {
      state.roles.list = action.payload;
    });
    addLoadableCases(builder, loadPendingInvites, (state, meta) => forOrg(state as OrgUsersState, meta.args[0]).invites, (state, action) => {
      state.invites.list = action.payload.invites;
      state.invites.delivery = action.payload.delivery;
    });
    addLoadableCases(builder, lookupInvite, (state, meta) => {
      if (state.invitePage.token !== meta.args[0]) Object.assign(state.invitePage, { ...initialState.invitePage, token: meta.args[0] });
      return state.invitePage;
    }, (state, action) => {
      state.invitePage.preview = action.payload;
    });
    addLoadableCases(builder, verifyEmail, (state, meta) => {
      if (state.verifyPage.token !== meta.args[0]) Object.assign(state.verifyPage, { ...initialState.verifyPage, token: meta.args[0] });
      return state.verifyPage;
    }, (state, action) => {
      state.verifyPage.verified = action.payload;
    });
  },
});

export const { sharedLinkDismissed } = orgUsersSlice.actions;
export default orgUsersSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof orgUsersSlice> {}
}

/** The area's state (initial until the slice is injected). */
export const selectOrgUsersState = (state: Pick<RootState, 'orgUsers'>): OrgUsersState => state.orgUsers ?? initialState;
