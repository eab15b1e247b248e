import { useState } from 'react';
import type { OrgUser, UserRole } from '@/api/orgUsers';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { isDemotion, memberName } from './orgUsersRules';

/** Props of {@link MemberRow}. */
export interface MemberRowProps {
  user: OrgUser;
  roles: UserRole[];
  /** The signed-in user's own row. */
  isSelf: boolean;
  /** The caller may change roles and remove members. */
  canManage: boolean;
  busy: boolean;
  /** The server's reason for refusing this member's last role change. */
  roleError: string | null;
  onRoleChange: (userId: string, role: string) => void;
  onRemove: (user: OrgUser) => void;
}

/** One member: name, e-mail, role (a select for admins, changed in place) and Remove. */
export function MemberRow({ user, roles, isSelf, canManage, busy, roleError, onRoleChange, onRemove }: MemberRowProps) {
  const [pendingRole, setPendingRole] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const name = memberName(user);
  const roleNames = roles.map((role) => role.name);
  const selectId = `member-role-${user.user_id}`;
  const errorId = `${selectId}-error`;

  const choose = (role: string) => {
    if (role === user.role) return;
    if (isSelf && isDemotion(user.role, role, roleNames)) setPendingRole(role);
    else onRoleChange(user.user_id, role);
  };

  return (
    <tr>
      <th scope="row" className="team-table__name">
        {name}
        {isSelf ? <span className="team-badge">You</span> : null}
      </th>
      <td className="team-table__email">{user.email}</td>
      <td>
        {canManage ? (
          <>
            <label className="visually-hidden" htmlFor={selectId}>Role of {name}</label>
            <select id={selectId} className="team-select" value={user.role} disabled={busy} onChange={(event) => choose(event.target.value)}
              aria-invalid={roleError ? true : undefined} aria-describedby={roleError ? errorId : undefined}>
              {roleNames.includes(user.role) ? null : <option value={user.role}>{user.role}</option>}
              {roles.map((role) => <option key={role.id} value={role.name}>{role.name}</option>)}
            </select>
            {roleError ? <p className="portal-field__error" id={errorId} role="alert">{roleError}</p> : null}
          </>
        ) : (
          user.role
        )}
      </td>
      <td className="team-table__actions">
        {canManage || isSelf ? (
          <Button variant="ghost" disabled={busy} onClick={() => setRemoving(true)} aria-label={isSelf ? 'Leave the organization' : `Remove ${name}`}>
            {isSelf ? 'Leave' : 'Remove'}
          </Button>
        ) : null}
        <ConfirmDialog
          open={pendingRole !== null}
          onOpenChange={(open) => { if (!open) setPendingRole(null); }}
          title="Change your own role?"
          content={`You will become ${pendingRole ?? ''} and may lose access to settings you manage now. Another admin would have to give it back.`}
          confirmLabel="Change my role"
          cancelLabel="Cancel"
          onConfirm={() => { if (pendingRole) onRoleChange(user.user_id, pendingRole); }}
        />
        <ConfirmDialog
          open={removing}
          onOpenChange={setRemoving}
          title={isSelf ? 'Leave this organization?' : `Remove ${name}?`}
          content={isSelf
            ? 'You will lose access to its apps and data until someone invites you again.'
            : `${user.email} will lose access to this organization's apps and data at once.`}
          confirmLabel={isSelf ? 'Leave' : 'Remove'}
          tone="danger"
          cancelLabel="Cancel"
          onConfirm={() => onRemove(user)}
        />
      </td>
    </tr>
  );
}
