import { isProcessLocal, type SqlRunner } from '../storage/sql';
import { newId } from '../lib/ids';
import { TtlCache } from '../lib/ttlCache';

/** Absolute lifetime of a session: access tokens can be refreshed within it. */
export const SESSION_LIFETIME_DAYS = 30;
/** How stale `last_seen_at` may get before a request writes it again (one write per session per window). */
export const LAST_SEEN_RESOLUTION_MINUTES = 5;
/** Longest user agent kept with a session. */
export const MAX_USER_AGENT_LENGTH = 500;

/** The client that opened a session, as the session list shows it. */
export interface SessionClient {
  userAgent?: string | null;
  ip?: string | null;
}

/** A stored session. */
export interface SessionRow {
  session_id: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  /** User-Agent header of the sign-in request. */
  user_agent: string | null;
  /** Client address of the sign-in request. */
  ip: string | null;
  last_seen_at: Date | null;
}

/** An active session as the guard sees it. */
export interface ActiveSession {
  session_id: string;
  expires_at: Date;
  /** True when last_seen_at is older than the resolution window and should be written again. */
  stale: boolean;
}

/**
 * How long a session found active is trusted without asking the database again, on the embedded database only.
 * Every request checks its session; the cache keeps those checks off the database (and off any queue in front of
 * it). Revocations in this file clear it at once, so a logout or a revoked session answers 401 on the very next
 * request. On PostgreSQL another server process may revoke a session, which this process's cache would not hear
 * of: there every request reads its session (the guard reads it alongside the user and memberships, so it costs no
 * extra round trip), and a revocation anywhere is refused everywhere on the next request.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Active sessions by session and user id. */
const activeSessions = new TtlCache<{ userId: string; session: ActiveSession }>(SESSION_CACHE_TTL_MS);
/**
 * Sessions and users with a revocation in the last SESSION_CACHE_TTL_MS: not cached meanwhile, so that a lookup
 * that read the session just before the revocation committed cannot put it back.
 */
const recentlyRevoked = new TtlCache<true>(SESSION_CACHE_TTL_MS);

/** Empties the session cache: for code (and tests) that change sessions other than through this file. */
export function clearSessionCache(): void {
  activeSessions.deleteWhere(() => true);
}

function forgetSession(sessionId: string): void {
  recentlyRevoked.set(`session ${sessionId}`, true);
  activeSessions.deleteWhere((_, key) => key.startsWith(`${sessionId} `));
}

function forgetUserSessions(userId: string): void {
  recentlyRevoked.set(`user ${userId}`, true);
  activeSessions.deleteWhere((entry) => entry.userId === userId);
}

/** Server-side sessions of signed-in users (table sessions). Revocations clear the session cache before and after. */
export interface SessionRepository {
  /** Opens a server-side session for a user and returns its id. */
  create(userId: string, client?: SessionClient): Promise<string>;
  /**
   * The session if it exists for that user, is not revoked and has not reached its absolute end; else undefined.
   * Read through a short cache (SESSION_CACHE_TTL_MS) when called on the embedded database itself (not in a
   * transaction, not on PostgreSQL).
   */
  findActive(sessionId: string, userId: string): Promise<ActiveSession | undefined>;
  /** Records that the session was used now. */
  touch(sessionId: string): Promise<void>;
  /** The user's active sessions, most recently used first. */
  listActive(userId: string): Promise<SessionRow[]>;
  /** Revokes one session (logout). */
  revoke(sessionId: string): Promise<void>;
  /**
   * Revokes one active session of a user; answers whether there was one to revoke.
   * Pass a transaction: RETURNING needs the write connection.
   */
  revokeUserSession(userId: string, sessionId: string): Promise<boolean>;
  /**
   * Revokes every active session of a user except the given one (password change, "sign out other sessions") and
   * answers how many were revoked. Pass a transaction: RETURNING needs the write connection.
   */
  revokeOthers(userId: string, keepSessionId: string): Promise<number>;
}

/** Sessions in SQL on the metadata database (DuckDB or PostgreSQL), with the process cache described above. */
export class SqlSessionRepository implements SessionRepository {
  constructor(private readonly db: SqlRunner) {}

  async create(userId: string, client: SessionClient = {}): Promise<string> {
    const sessionId = newId(24);
    await this.db.run(
      `INSERT INTO sessions (session_id, user_id, expires_at, user_agent, ip, last_seen_at)
       VALUES ($1, $2, now() + INTERVAL '${SESSION_LIFETIME_DAYS} days', $3, $4, now())`,
      [sessionId, userId, client.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) || null, client.ip || null],
    );
    return sessionId;
  }

  async findActive(sessionId: string, userId: string): Promise<ActiveSession | undefined> {
    const cacheable = isProcessLocal(this.db);
    const key = `${sessionId} ${userId}`;
    const cached = cacheable ? activeSessions.get(key) : undefined;
    if (cached) return cached.session;
    const session = await this.db.one<ActiveSession>(
      `SELECT session_id, expires_at,
         (last_seen_at IS NULL OR last_seen_at < now() - INTERVAL '${LAST_SEEN_RESOLUTION_MINUTES} minutes') AS stale
       FROM sessions WHERE session_id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
      [sessionId, userId],
    );
    if (session && cacheable && !recentlyRevoked.has(`session ${sessionId}`) && !recentlyRevoked.has(`user ${userId}`)) {
      // The caller touches a stale session now; the cached copy is fresh for the cache's lifetime.
      activeSessions.set(key, { userId, session: { ...session, stale: false } }, new Date(session.expires_at).getTime());
    }
    return session;
  }

  async touch(sessionId: string): Promise<void> {
    await this.db.run('UPDATE sessions SET last_seen_at = now() WHERE session_id = $1', [sessionId]);
  }

  listActive(userId: string): Promise<SessionRow[]> {
    return this.db.all<SessionRow>(
      `SELECT * FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
       ORDER BY last_seen_at DESC NULLS LAST, created_at DESC, session_id`,
      [userId],
    );
  }

  async revoke(sessionId: string): Promise<void> {
    forgetSession(sessionId);
    await this.db.run('UPDATE sessions SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL', [sessionId]);
    forgetSession(sessionId);
  }

  async revokeUserSession(userId: string, sessionId: string): Promise<boolean> {
    forgetSession(sessionId);
    const rows = await this.db.all(
      'UPDATE sessions SET revoked_at = now() WHERE session_id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now() RETURNING session_id',
      [sessionId, userId],
    );
    forgetSession(sessionId);
    return rows.length > 0;
  }

  async revokeOthers(userId: string, keepSessionId: string): Promise<number> {
    forgetUserSessions(userId);
    const rows = await this.db.all(
      'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND session_id <> $2 AND revoked_at IS NULL AND expires_at > now() RETURNING session_id',
      [userId, keepSessionId],
    );
    forgetUserSessions(userId);
    return rows.length;
  }
}
