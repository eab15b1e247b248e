/** When to refresh the identity token: a few minutes before it expires, never in a tight loop. */

/** How long before expiry the token is refreshed. */
export const REFRESH_AHEAD_MS = 5 * 60 * 1000;
/** The shortest wait between refreshes, so a short-lived or already-expiring token cannot loop. */
export const MIN_REFRESH_DELAY_MS = 30 * 1000;

/** Milliseconds to wait before refreshing a token that expires at `expiresAt` (null: no refresh can help). */
export function refreshDelay(expiresAt: number | null, now: number = Date.now()): number | null {
  if (expiresAt === null || expiresAt <= now) return null;
  return Math.max(expiresAt - REFRESH_AHEAD_MS - now, MIN_REFRESH_DELAY_MS);
}
