import type { SqlRunner } from '../storage/sql';
import type { Role } from '../auth/roles';

/** A member of an organization as listed on the team screen. */
export interface MemberRow {
  user_id: string;
  email: string;
  name: string;
  role: Role;
  joined_at: Date;
}

/** The team screen's list of members: memberships with their accounts. */
export interface MemberRepository {
  /** One page of an organization's members, oldest first, and the total count. */
  listPage(orgId: string, limit: number, offset: number): Promise<{ members: MemberRow[]; total: number }>;
}

/** Members in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlMemberRepository implements MemberRepository {
  constructor(private readonly db: SqlRunner) {}

  async listPage(orgId: string, limit: number, offset: number): Promise<{ members: MemberRow[]; total: number }> {
    const members = await this.db.all<MemberRow>(
      `SELECT u.user_id, u.email, u.name, m.role, m.created_at AS joined_at
       FROM memberships m JOIN users u ON u.user_id = m.user_id
       WHERE m.org_id = $1 ORDER BY m.created_at, u.user_id LIMIT $2 OFFSET $3`,
      [orgId, limit, offset],
    );
    const row = await this.db.one<{ n: number }>('SELECT count(*) AS n FROM memberships WHERE org_id = $1', [orgId]);
    return { members, total: row?.n ?? 0 };
  }
}
