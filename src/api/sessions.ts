/** The signed-in user's sessions on the built-in identity provider (/api/auth/sessions). */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** One active session: a sign-in on one device, alive until it is signed out or reaches `expires_at`. */
export interface ActiveSession {
  /** Session id (the `sid` claim of its tokens). */
  id: string;
  /** ISO time of the sign-in (or sign-up) that opened it. */
  created_at: string;
  /** ISO time of its last request, to within five minutes. */
  last_seen_at: string;
  /** ISO time after which it cannot be refreshed any more. */
  expires_at: string;
  /** User-Agent of the sign-in request. */
  user_agent: string | null;
  /** Browser and major version read from the user agent, e.g. 'Chrome 126'. */
  browser: string | null;
  /** Operating system read from the user agent, e.g. 'Mac OS X'. */
  os: string | null;
  /** Client address of the sign-in request. */
  ip: string | null;
  /** True for the session of the token that asked. */
  current: boolean;
}

/** What GET /auth/sessions answers: the current session first, then by last use. */
export interface SessionList {
  sessions: ActiveSession[];
}

/** What POST /auth/sessions/revoke-others answers. */
export interface RevokedSessions {
  /** How many other sessions were signed out. */
  revoked: number;
}

/** What DELETE /auth/sessions/{id} answers. */
export interface RevokedSession {
  revoked: 1;
  /** True when the ended session was the caller's own (its token no longer works). */
  current: boolean;
}

/** GET /auth/sessions: the caller's active sessions. */
export const requestSessions = (options?: RequestOptions): Promise<ApiResult<SessionList>> =>
  apiClient.get<SessionList>('/auth/sessions', options);

/** POST /auth/sessions/revoke-others: signs out every session but the caller's. */
export const requestRevokeOtherSessions = (options?: RequestOptions): Promise<ApiResult<RevokedSessions>> =>
  apiClient.post<RevokedSessions>('/auth/sessions/revoke-others', { ...options, data: {} });

/** DELETE /auth/sessions/{id}: signs out one session of the caller. */
export const requestRevokeSession = (sessionId: string, options?: RequestOptions): Promise<ApiResult<RevokedSession>> =>
  apiClient.delete<RevokedSession>(`/auth/sessions/${encodeURIComponent(sessionId)}`, options);
