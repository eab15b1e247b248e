import type { SqlRunner } from '../storage/sql';
import type { AuditAction } from './actions';

/** Who did something: a signed-in user, an API key, or the platform itself (scheduled jobs). */
export interface AuditActor {
  kind: 'user' | 'key' | 'system';
  /** user_id 'email|<id>' for users, the key id for keys, null for the system. */
  id: string | null;
  /** The user's e-mail address at the time (null for keys and the system). */
  email: string | null;
}

/** One stored audit record. */
export interface AuditRecord {
  id: string;
  orgId: string;
  /** When it happened. */
  at: Date;
  actor: AuditActor;
  /** Client address and user agent of the request (null for the system). */
  ip: string | null;
  userAgent: string | null;
  action: AuditAction;
  /** What it was done to, e.g. 'member' and a user id, 'key' and a key id. */
  objectType: string | null;
  objectId: string | null;
  /** Small JSON of facts, already free of secrets (auditDetails.ts). */
  details: Record<string, unknown>;
}

/** Which records to list: all filters optional, newest first. */
export interface AuditQuery {
  orgId: string;
  /** Matches the actor's id exactly or their e-mail address (case-insensitive, part of it). */
  actor?: string;
  action?: AuditAction;
  /** Inclusive lower and exclusive upper bound on the time. */
  from?: Date;
  to?: Date;
  /** Records strictly older than this position (the last record of the previous page). */
  before?: { at: Date; id: string };
  limit: number;
}

/** Where audit records are kept; records are only ever appended. */
export interface AuditRepository {
  insert(record: AuditRecord): Promise<void>;
  /** Records matching the query, newest first (ties broken by id, descending). */
  list(query: AuditQuery): Promise<AuditRecord[]>;
}

interface AuditRow {
  audit_id: string;
  org_id: string;
  occurred_at: Date;
  actor_kind: AuditActor['kind'];
  actor_id: string | null;
  actor_email: string | null;
  ip: string | null;
  user_agent: string | null;
  action: AuditAction;
  object_type: string | null;
  object_id: string | null;
  details: string;
}

function toRecord(row: AuditRow): AuditRecord {
  return {
    id: row.audit_id,
    orgId: row.org_id,
    at: new Date(row.occurred_at),
    actor: { kind: row.actor_kind, id: row.actor_id, email: row.actor_email },
    ip: row.ip,
    userAgent: row.user_agent,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    details: JSON.parse(row.details) as Record<string, unknown>,
  };
}

/** Audit records in the audit_log table (migration 14). */
export class SqlAuditRepository implements AuditRepository {
  constructor(private readonly db: SqlRunner) {}

  async insert(r: AuditRecord): Promise<void> {
    await this.db.run(
      `INSERT INTO audit_log (audit_id, org_id, occurred_at, actor_kind, actor_id, actor_email, ip, user_agent, action, object_type, object_id, details)
       VALUES ($1, $2, CAST($3 AS TIMESTAMP), $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [r.id, r.orgId, r.at.toISOString(), r.actor.kind, r.actor.id, r.actor.email, r.ip, r.userAgent, r.action, r.objectType, r.objectId, JSON.stringify(r.details)],
    );
  }

  async list(q: AuditQuery): Promise<AuditRecord[]> {
    const where = ['org_id = $1'];
    const params: unknown[] = [q.orgId];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    // Times are bound as ISO text: the embedded driver binds numbers and strings, not Date objects.
    const time = (at: Date) => `CAST(${param(at.toISOString())} AS TIMESTAMP)`;
    if (q.actor) where.push(`(actor_id = ${param(q.actor)} OR strpos(lower(actor_email), lower(${param(q.actor)})) > 0)`);
    if (q.action) where.push(`action = ${param(q.action)}`);
    if (q.from) where.push(`occurred_at >= ${time(q.from)}`);
    if (q.to) where.push(`occurred_at < ${time(q.to)}`);
    if (q.before) {
      const at = time(q.before.at);
      where.push(`(occurred_at < ${at} OR (occurred_at = ${at} AND audit_id < ${param(q.before.id)}))`);
    }
    const rows = await this.db.all<AuditRow>(
      `SELECT * FROM audit_log WHERE ${where.join(' AND ')} ORDER BY occurred_at DESC, audit_id DESC LIMIT ${param(q.limit)}`,
      params,
    );
    return rows.map(toRecord);
  }
}
