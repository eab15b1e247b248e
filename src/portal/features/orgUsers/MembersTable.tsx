import type { OrgUser, UserRole } from '@/api/orgUsers';
import { Button } from '@/components/Button';
import { MemberRow } from './MemberRow';
import { pageCount } from './orgUsersRules';

/** Props of {@link MembersTable}. */
export interface MembersTableProps {
  users: OrgUser[];
  roles: UserRole[];
  selfId: string | null;
  canManage: boolean;
  busy: string[];
  roleError: { userId: string; message: string } | null;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onRoleChange: (userId: string, role: string) => void;
  onRemove: (user: OrgUser) => void;
}

/** One page of members with the pager (SPEC section 4: members load by page). */
export function MembersTable({ users, roles, selfId, canManage, busy, roleError, page, pageSize, total, onPage, onRoleChange, onRemove }: MembersTableProps) {
  const pages = pageCount(total, pageSize);
  return (
    <>
      <div className="team-table__scroll">
        <table className="team-table">
          <thead>
            <tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Role</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <MemberRow key={user.user_id} user={user} roles={roles} isSelf={user.user_id === selfId} canManage={canManage}
                busy={busy.includes(user.user_id)} roleError={roleError?.userId === user.user_id ? roleError.message : null}
                onRoleChange={onRoleChange} onRemove={onRemove} />
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="team-pager" aria-label="Member pages">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
          <span>Page {page} of {pages}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</Button>
        </nav>
      ) : null}
    </>
  );
}
