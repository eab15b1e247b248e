import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrgUser } from '@/api/orgUsers';
import { notify } from '@/app/notifications/notificationsSlice';
import { portalPaths } from '@/app/paths';
import { selectProfile } from '@/app/session/authSlice';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isPending } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import { selectOrganizations, selectOrganizationsState, selectSelection } from '@/portal/core/organizationsSlice';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';
import { PendingInvites } from './PendingInvites';
import { SharedLinkNotice } from './SharedLinkNotice';
import { loadOrgUsers, loadPendingInvites, loadUserRoles, removeOrgUser, resendInvite, revokeInvite, updateRole } from './orgUsersActions';
import { canManageMembers, pageAfterRemoval } from './orgUsersRules';
import { selectOrgUsersState, sharedLinkDismissed } from './orgUsersSlice';
import './TeamScreen.css';

/**
 * The team screen (/wrap/team) of the selected organization: its members page by page with their roles (changed in
 * place) and removal, and for admins the invite form and the pending invitations. Members without update:members
 * see the list read-only.
 */
export function TeamScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const orgsState = useAppSelector(selectOrganizationsState);
  const orgs = useAppSelector(selectOrganizations);
  const selection = useAppSelector(selectSelection);
  const profile = useAppSelector(selectProfile);
  const state = useAppSelector(selectOrgUsersState);
  const org = orgs.find((candidate) => candidate.id === selection?.orgId) ?? orgs.find((candidate) => !candidate.demo) ?? null;
  const orgId = org?.id ?? null;
  const canManage = canManageMembers(org?.role, org?.demo);

  useEffect(() => {
    document.title = 'Team — Apiscope';
  }, []);

  useEffect(() => {
    if (!orgId) return;
    void dispatch(loadOrgUsers(orgId, 1));
    void dispatch(loadUserRoles(orgId));
  }, [dispatch, orgId]);

  // Separate from the members: knowing the caller's role later must not load the members' first page again.
  useEffect(() => {
    if (orgId && canManage) void dispatch(loadPendingInvites(orgId));
  }, [dispatch, orgId, canManage]);

  if (!org || !orgId) {
    return isPending(orgsState) ? (
      <PortalStatus kind="loading" title="Loading your organizations…" />
    ) : (
      <PortalStatus kind="empty" title="No organization selected" message="Create or join an organization to see its team." />
    );
  }

  const reload = (page = state.page) => void dispatch(loadOrgUsers(orgId, page));
  const isSelf = (userId: string) => userId === profile?.user_id;
  const changeRole = async (userId: string, role: string) => {
    const result = await dispatch(updateRole(orgId, userId, role));
    if (result.error) return;
    dispatch(notify({ kind: 'success', message: `Role changed to ${role}.` }));
    // Your own role decides what this screen (and the rest of the portal) lets you do.
    if (isSelf(userId)) void dispatch(loadOrganizations(selection));
  };
  const remove = async (user: OrgUser) => {
    const leaving = isSelf(user.user_id);
    const page = pageAfterRemoval(state.page, state.users.length);
    const result = await dispatch(removeOrgUser(orgId, user.user_id, { requesterEmail: profile?.email ?? '', org: orgId, customerId: orgId }));
    if (result.error) return;
    if (leaving) {
      dispatch(notify({ kind: 'success', message: `You left ${org.name}.` }));
      await dispatch(loadOrganizations(null));
      void navigate(portalPaths.root, { replace: true });
      return;
    }
    dispatch(notify({ kind: 'success', message: `${user.email} was removed from ${org.name}.` }));
    reload(page);
  };
  const resend = async (inviteId: string) => {
    const result = await dispatch(resendInvite(orgId, inviteId));
    if (!result.error && result.response?.data.delivery === 'email') {
      dispatch(notify({ kind: 'success', message: `Invitation sent again to ${result.response.data.email}.` }));
    }
  };
  const revoke = (inviteId: string) => void dispatch(revokeInvite(orgId, inviteId));

  let members;
  const hasMembers = (state.orgId === orgId && state.status === 'loaded') || state.users.length > 0;
  if (state.status === 'failed' && state.users.length === 0) {
    members = (
      <PortalStatus kind="error" title="The team could not be loaded" message={state.error?.message}>
        <Button variant="secondary" onClick={() => reload()}>Retry</Button>
      </PortalStatus>
    );
  } else if (!hasMembers || isPending(state.roles)) {
    members = state.roles.status === 'failed'
      ? <PortalStatus kind="error" title="The roles could not be loaded" message={state.roles.error?.message}>
          <Button variant="secondary" onClick={() => void dispatch(loadUserRoles(orgId))}>Retry</Button>
        </PortalStatus>
      : <PortalStatus kind="loading" title="Loading the team…" />;
  } else if (state.users.length === 0) {
    members = (
      <PortalStatus kind="empty" title="No members on this page" message="The team has fewer pages now.">
        <Button variant="secondary" onClick={() => reload(1)}>Show the first page</Button>
      </PortalStatus>
    );
  } else {
    members = (
      <MembersTable users={state.users} roles={state.roles.list} selfId={profile?.user_id ?? null} canManage={canManage} busy={state.busy}
        roleError={state.roleError} page={state.page} pageSize={state.pageSize} total={state.total} onPage={reload}
        onRoleChange={(userId, role) => void changeRole(userId, role)} onRemove={(user) => void remove(user)} />
    );
  }

  return (
    <section className="team-screen" aria-labelledby="team-screen-title">
      <h1 id="team-screen-title" className="portal-page__title">Team</h1>
      <p className="team-screen__intro">
        Members of {org.name} and their roles.{canManage ? ' Invite teammates, change roles or remove members.' : ' Only Owners and Admins can invite or change members.'}
      </p>
      {canManage && state.roles.status === 'loaded' ? <InviteForm key={orgId} orgId={orgId} roles={state.roles.list} /> : null}
      {canManage && state.sharedLink ? <SharedLinkNotice link={state.sharedLink} onDismiss={() => dispatch(sharedLinkDismissed())} /> : null}
      <section className="team-card" aria-labelledby="team-members-title">
        <h2 className="team-card__title" id="team-members-title">
          Members{state.total > 0 ? <span className="team-card__count"> ({state.total})</span> : null}
        </h2>
        {members}
      </section>
      {canManage ? (
        <PendingInvites invites={state.invites.list} delivery={state.invites.delivery} loading={isPending(state.invites)} error={state.invites.error}
          busy={state.busyInvites} onResend={(inviteId) => void resend(inviteId)} onRevoke={revoke}
          onRetry={() => void dispatch(loadPendingInvites(orgId))} />
      ) : null}
    </section>
  );
}
