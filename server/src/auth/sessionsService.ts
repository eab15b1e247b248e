import type { ServiceContext } from '../services';
import { parseUserAgent } from '../events/userAgent';
import { notFound } from '../http/errors';
import type { SessionRow } from './sessionsRepository';

/** One active session of the signed-in user (GET /api/auth/sessions). */
export interface SessionView {
  /** Session id: the `sid` claim of the access tokens issued for it. */
  id: string;
  /** When the session was opened by a sign-up or sign-in (ISO 8601). */
  created_at: string;
  /** Last request made with it (ISO 8601), to within five minutes. */
  last_seen_at: string;
  /** Absolute end of the session (ISO 8601): refreshes never go past it. */
  expires_at: string;
  /** User-Agent header of the sign-in request, or null. */
  user_agent: string | null;
  /** Browser or client read from user_agent with its major version, e.g. "Chrome 126", or null. */
  browser: string | null;
  /** Operating system read from user_agent, e.g. "Mac OS X", or null. */
  os: string | null;
  /** Client address of the sign-in request, or null. */
  ip: string | null;
  /** True for the session of the token that made this request. */
  current: boolean;
}

/** The user identity and session behind a request. */
export interface SessionOwner {
  userId: string;
  sessionId: string;
}

function toView(row: SessionRow, currentId: string): SessionView {
  const agent = parseUserAgent(row.user_agent);
  return {
    id: row.session_id,
    created_at: row.created_at.toISOString(),
    last_seen_at: (row.last_seen_at ?? row.created_at).toISOString(),
    expires_at: row.expires_at.toISOString(),
    user_agent: row.user_agent,
    browser: agent.name ? [agent.name, agent.major].filter(Boolean).join(' ') : null,
    os: agent.os,
    ip: row.ip,
    current: row.session_id === currentId,
  };
}

/** A signed-in user's active sessions: the list, and signing out of other devices or one of them. */
export class SessionsService {
  constructor(private readonly ctx: ServiceContext) {}

  /** The user's active sessions: the current one first, then by last use. */
  async listSessions(owner: SessionOwner): Promise<SessionView[]> {
    const views = (await this.ctx.repositories.sessions.listActive(owner.userId)).map((row) => toView(row, owner.sessionId));
    return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
  }

  /** Signs the user out everywhere except the current session; answers how many sessions ended. */
  revokeOthers(owner: SessionOwner): Promise<number> {
    return this.ctx.repositories.transaction((tx) => tx.sessions.revokeOthers(owner.userId, owner.sessionId));
  }

  /** Ends one of the user's active sessions (the current one too); 404 for any other id. */
  async revokeOne(owner: SessionOwner, sessionId: string): Promise<void> {
    const revoked = await this.ctx.repositories.transaction((tx) => tx.sessions.revokeUserSession(owner.userId, sessionId));
    if (!revoked) throw notFound('Session');
  }
}
