import { createHash, randomBytes } from 'node:crypto';
import type { MetadataDatabase } from '../../storage/sql';
import type { SessionClient } from '../sessionsRepository';

/** How long the browser has to exchange a one-time code for its session. */
export const HANDOFF_LIFETIME_MS = 60_000;

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

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * One-time codes that hand a completed single sign-on to the web app. The callback puts the code in the URL
 * fragment (browsers never send it to a server, so no access log sees it) and the page exchanges it by POST. A code
 * works once and for HANDOFF_LIFETIME_MS. The codes live in the metadata database (`sso_handoffs`, SHA-256 of the
 * code only), so a code issued by one server process is exchanged on any other; expiry reads the database's clock.
 */
export class HandoffCodes {
  constructor(private readonly db: MetadataDatabase) {}

  /** Stores a completed sign-in and answers the code that collects it; expired codes are deleted on the way. */
  async issue(handoff: SsoHandoff): Promise<string> {
    await this.db.run('DELETE FROM sso_handoffs WHERE expires_at <= now()');
    const code = randomBytes(32).toString('base64url');
    await this.db.run(
      `INSERT INTO sso_handoffs (code_hash, user_id, email, provider, user_agent, ip, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + CAST($7 AS INTEGER) * INTERVAL '1 millisecond')`,
      [hashOf(code), handoff.userId, handoff.email, handoff.provider, handoff.client.userAgent ?? null, handoff.client.ip ?? null, HANDOFF_LIFETIME_MS],
    );
    return code;
  }

  /**
   * The sign-in of a code, deleted as it is read (one statement: of two processes exchanging the same code, one
   * gets it); undefined for unknown, used or expired codes.
   */
  async take(code: string): Promise<SsoHandoff | undefined> {
    // RETURNING needs the embedded engine's write connection: a transaction.
    const [row] = await this.db.transaction((tx) => tx.all<HandoffRow>(
      'DELETE FROM sso_handoffs WHERE code_hash = $1 RETURNING user_id, email, provider, user_agent, ip, expires_at > now() AS live',
      [hashOf(code)],
    ));
    if (!row?.live) return undefined;
    return { userId: row.user_id, email: row.email, provider: row.provider, client: { userAgent: row.user_agent, ip: row.ip } };
  }
}
