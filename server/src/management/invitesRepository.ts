import type { SqlRunner } from '../storage/duckdb/database';
import type { Role } from '../auth/roles';
import { newId } from '../lib/ids';

/** A stored invitation to join an organization. */
export interface InviteRow {
  invite_id: string;
  org_id: string;
  email: string;
  role: Role;
  onboarding_role: string | null;
  source: string | null;
  invited_by: string;
  accepted_at: Date | null;
  created_at: Date;
}

/** Stores an invitation; accepted_at is set when the invitee already has an account and was added at once. */
export async function insertInvite(
  db: SqlRunner,
  invite: { orgId: string; email: string; role: Role; onboardingRole: string | null; source: string | null; invitedBy: string; accepted: boolean },
): Promise<string> {
  const inviteId = newId();
  await db.run(
    `INSERT INTO invites (invite_id, org_id, email, role, onboarding_role, source, invited_by, accepted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN now() ELSE NULL END)`,
    [inviteId, invite.orgId, invite.email, invite.role, invite.onboardingRole, invite.source, invite.invitedBy, invite.accepted],
  );
  return inviteId;
}

/** Open invitations of an organization. */
export function listPendingInvites(db: SqlRunner, orgId: string): Promise<InviteRow[]> {
  return db.all<InviteRow>('SELECT * FROM invites WHERE org_id = $1 AND accepted_at IS NULL ORDER BY created_at', [orgId]);
}

/** Turns the open invitations for an e-mail into memberships of the new user. */
export async function acceptPendingInvites(tx: SqlRunner, email: string, userId: string): Promise<void> {
  const invites = await tx.all<InviteRow>('SELECT * FROM invites WHERE email = $1 AND accepted_at IS NULL ORDER BY created_at', [email]);
  const joined = new Set<string>();
  for (const invite of invites) {
    if (!joined.has(invite.org_id)) {
      const org = await tx.one('SELECT org_id FROM organizations WHERE org_id = $1', [invite.org_id]);
      if (org) await tx.run('INSERT INTO memberships (org_id, user_id, role) VALUES ($1, $2, $3)', [invite.org_id, userId, invite.role]);
      joined.add(invite.org_id);
    }
    await tx.run('UPDATE invites SET accepted_at = now() WHERE invite_id = $1', [invite.invite_id]);
  }
}
