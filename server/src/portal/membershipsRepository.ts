import type { SqlRunner } from '../storage/duckdb/database';
import type { Role } from '../auth/roles';

/** A member's place in an organization. */
export interface MembershipRow {
  org_id: string;
  user_id: string;
  role: Role;
  default_app_id: string | null;
  created_at: Date;
}

/** Every membership of a user. */
export function listMembershipsOfUser(db: SqlRunner, userId: string): Promise<MembershipRow[]> {
  return db.all<MembershipRow>('SELECT * FROM memberships WHERE user_id = $1 ORDER BY created_at, org_id', [userId]);
}

/** The membership of a user in an organization, or undefined. */
export function findMembership(db: SqlRunner, orgId: string, userId: string): Promise<MembershipRow | undefined> {
  return db.one<MembershipRow>('SELECT * FROM memberships WHERE org_id = $1 AND user_id = $2', [orgId, userId]);
}

/** Adds a user to an organization. */
export async function insertMembership(db: SqlRunner, orgId: string, userId: string, role: Role): Promise<void> {
  await db.run('INSERT INTO memberships (org_id, user_id, role) VALUES ($1, $2, $3)', [orgId, userId, role]);
}

/** Changes a member's role. */
export async function updateMembershipRole(db: SqlRunner, orgId: string, userId: string, role: Role): Promise<void> {
  await db.run('UPDATE memberships SET role = $3 WHERE org_id = $1 AND user_id = $2', [orgId, userId, role]);
}

/** Sets the app a member opens by default in this organization. */
export async function updateDefaultApp(db: SqlRunner, orgId: string, userId: string, appId: string): Promise<void> {
  await db.run('UPDATE memberships SET default_app_id = $3 WHERE org_id = $1 AND user_id = $2', [orgId, userId, appId]);
}

/** Removes a user from an organization. */
export async function deleteMembership(db: SqlRunner, orgId: string, userId: string): Promise<void> {
  await db.run('DELETE FROM memberships WHERE org_id = $1 AND user_id = $2', [orgId, userId]);
}

/** How many Owners the organization has. */
export async function countOwners(db: SqlRunner, orgId: string): Promise<number> {
  const row = await db.one<{ n: number }>("SELECT count(*) AS n FROM memberships WHERE org_id = $1 AND role = 'Owner'", [orgId]);
  return row?.n ?? 0;
}
