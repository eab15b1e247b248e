/** Pure rules of the session list: how a session is described and when it was used. */
import { format, formatDistanceStrict, isValid, parseISO } from 'date-fns';
import type { ActiveSession } from '@/api/sessions';

/** "Chrome 126 on Mac OS X", with readable stand-ins when the user agent told nothing. */
export function describeDevice(session: Pick<ActiveSession, 'browser' | 'os'>): string {
  const browser = session.browser?.trim() || 'Unknown browser';
  const os = session.os?.trim() || 'an unknown system';
  return `${browser} on ${os}`;
}

/** The client address, or a stand-in. */
export const addressOf = (session: Pick<ActiveSession, 'ip'>): string => session.ip?.trim() || 'Unknown address';

function parsed(iso: string): Date | null {
  const date = parseISO(iso);
  return isValid(date) ? date : null;
}

/** "Last active 5 minutes ago"; the server refreshes last use at most every five minutes, so anything closer is "just now". */
export function lastActiveText(lastSeenIso: string, now: number): string {
  const lastSeen = parsed(lastSeenIso);
  if (!lastSeen) return 'Last active: unknown';
  if (now - lastSeen.getTime() < 60_000) return 'Last active just now';
  return `Last active ${formatDistanceStrict(lastSeen, now, { addSuffix: true })}`;
}

/** "Signed in 3 Jan 2026, 14:05" (local time). */
export function signedInText(createdIso: string): string {
  const created = parsed(createdIso);
  return created ? `Signed in ${format(created, 'd MMM yyyy, HH:mm')}` : 'Signed in: unknown';
}

/** The current session first, then the others by last use, most recent first. */
export function orderSessions(sessions: readonly ActiveSession[]): ActiveSession[] {
  return [...sessions].sort((a, b) => {
    if (a.current !== b.current) return a.current ? -1 : 1;
    return b.last_seen_at.localeCompare(a.last_seen_at);
  });
}

/** The success notice after signing out of other sessions. */
export function revokedMessage(revoked: number): string {
  if (revoked <= 0) return 'No other session was signed in.';
  return `Signed out of ${revoked} other ${revoked === 1 ? 'session' : 'sessions'}.`;
}
