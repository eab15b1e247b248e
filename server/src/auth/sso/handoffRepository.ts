import type { SqlRunner } from '../../storage/sql';
import type { SessionClient } from '../sessionsRepository';

/** A completed sign-in waiting for the web app to collect it: the session is opened at the exchange. */
export interface SsoHandoff {
  /** user_id of the signed-in account. */
  userId: string;
  email: string;
  /** Provider id the user signed in with. */
  provider: string;
  /** The browser that signed in, as the session list shows it. */
  client: SessionClient;
}

interface HandoffRow {
  user_id: string;
  email: string;
  provider: string;
  user_agent: string | null;
  ip: string | null;
  live: boolean;
}

/** Single sign-on hand-offs by the SHA-256 of their one-time code (table sso_handoffs); expiry reads the database's clock. */
export interface SsoHandoffRepository {
  /** Deletes expired hand-offs, then stores one under the code's hash living `lifetimeMs`. */
  insert(codeHash: string, handoff: SsoHandoff, lifetimeMs: number): Promise<void>;
  /**
   * Deletes the hand-off of a code hash and answers it while it was live; undefined for unknown, used or expired ones.
   * One statement: of two processes taking the same code, one gets it. Run it in a transaction (RETURNING).
   */
  take(codeHash: string): Promise<SsoHandoff | undefined>;
}

/** Hand-offs in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlSsoHandoffRepository implements SsoHandoffRepository {
  constructor(private readonly db: SqlRunner) {}

  async insert(codeHash: string, handoff: SsoHandoff, lifetimeMs: number): Promise<void> {
    await this.db.run('DELETE FROM sso_handoffs WHERE expires_at <= now()');
    await this.db.run(
      `INSERT INTO sso_handoffs (code_hash, user_id, email, provider, user_agent, ip, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + CAST($7 AS INTEGER) * INTERVAL '1 millisecond')`,
      [codeHash, handoff.userId, handoff.email, handoff.provider, handoff.client.userAgent ?? null, handoff.client.ip ?? null, lifetimeMs],
    );
  }

  async take(codeHash: string): Promise<SsoHandoff | undefined> {
    const [row] = await this.db.all<HandoffRow>(
      'DELETE FROM sso_handoffs WHERE code_hash = $1 RETURNING user_id, email, provider, user_agent, ip, expires_at > now() AS live',
      [codeHash],
    );
    if (!row?.live) return undefined;
    return { userId: row.user_id, email: row.email, provider: row.provider, client: { userAgent: row.user_agent, ip: row.ip } };
  }
}
