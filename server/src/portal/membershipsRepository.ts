import type { SqlRunner } from '../storage/sql';
import type { Role } from '../auth/roles';

/** A member's place in an organization. */
export interface MembershipRow {
  org_id: string;
  user_id: string;
  role: Role;
  default_app_id: string | null;
  created_at: Date;
}

/** Memberships: which user holds which role in which organization (table memberships). */
export interface MembershipRepository {
  /** Every membership of a user, oldest first. */
  listOfUser(userId: string): Promise<MembershipRow[]>;
  /** The membership of a user in an organization, or undefined. */
  find(orgId: string, userId: string): Promise<MembershipRow | undefined>;
  /** Adds a user to an organization. */
  insert(orgId: string, userId: string, role: Role): Promise<void>;
  /** Changes a member's role. */
  updateRole(orgId: string, userId: string, role: Role): Promise<void>;
  /** Sets the app a member opens by default in this organization. */
  updateDefaultApp(orgId: string, userId: string, appId: string): Promise<void>;
  /** Removes a user from an organization. */
  delete(orgId: string, userId: string): Promise<void>;
  /** How many Owners the organization has. */
  countOwners(orgId: string): Promise<number>;
}

/** Memberships in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlMembershipRepository implements MembershipRepository {
  constructor(private readonly db: SqlRunner) {}

  listOfUser(userId: string): Promise<MembershipRow[]> {
    return this.db.all<MembershipRow>('SELECT * FROM memberships WHERE user_id = $1 ORDER BY created_at, org_id', [userId]);
  }

  find(orgId: string, userId: string): Promise<MembershipRow | undefined> {
    return this.db.one<MembershipRow>('SELECT * FROM memberships WHERE org_id = $1 AND user_id = $2', [orgId, userId]);
  }

  async insert(orgId: string, userId: string, role: Role): Promise<void> {
    await this.db.run('INSERT INTO memberships (org_id, user_id, role) VALUES ($1, $2, $3)', [orgId, userId, role]);
  }

  async updateRole(orgId: string, userId: string, role: Role): Promise<void> {
    await this.db.run('UPDATE memberships SET role = $3 WHERE org_id = $1 AND user_id = $2', [orgId, userId, role]);
  }

  async updateDefaultApp(orgId: string, userId: string, appId: string): Promise<void> {
    await this.db.run('UPDATE memberships SET default_app_id = $3 WHERE org_id = $1 AND user_id = $2', [orgId, userId, appId]);
  }

  async delete(orgId: string, userId: string): Promise<void> {
    await this.db.run('DELETE FROM memberships WHERE org_id = $1 AND user_id = $2', [orgId, userId]);
  }

  async countOwners(orgId: string): Promise<number> {
    const row = await this.db.one<{ n: number }>("SELECT count(*) AS n FROM memberships WHERE org_id = $1 AND role = 'Owner'", [orgId]);
    return row?.n ?? 0;
  }
}
