import type { SqlRunner } from '../storage/duckdb/database';
import { newId } from '../lib/ids';

/** Absolute lifetime of a session: access tokens can be refreshed within it. */
export const SESSION_LIFETIME_DAYS = 30;

/** Opens a server-side session for a user and returns its id. */
export async function createSession(db: SqlRunner, userId: string): Promise<string> {
  const sessionId = newId(24);
  await db.run(
    `INSERT INTO sessions (session_id, user_id, expires_at) VALUES ($1, $2, now() + INTERVAL ${SESSION_LIFETIME_DAYS} DAY)`,
    [sessionId, userId],
  );
  return sessionId;
}

/** True if the session exists for that user, is not revoked and has not reached its absolute end. */
export async function isSessionActive(db: SqlRunner, sessionId: string, userId: string): Promise<boolean> {
  const row = await db.one(
    'SELECT session_id FROM sessions WHERE session_id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()',
    [sessionId, userId],
  );
  return row !== undefined;
}

/** Revokes one session (logout). */
export async function revokeSession(db: SqlRunner, sessionId: string): Promise<void> {
  await db.run('UPDATE sessions SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Revokes every session of a user except the given one (password change). */
export async function revokeOtherSessions(db: SqlRunner, userId: string, keepSessionId: string): Promise<void> {
  await db.run('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND session_id <> $2 AND revoked_at IS NULL', [userId, keepSessionId]);
}
