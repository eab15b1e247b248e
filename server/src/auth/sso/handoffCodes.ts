import { randomBytes } from 'node:crypto';
import type { SessionClient } from '../sessionsRepository';

/** How long the browser has to exchange a one-time code for its session. */
export const HANDOFF_LIFETIME_MS = 60_000;
/** Most codes waiting at once; past that the oldest are dropped (a flood cannot grow memory). */
const MAX_WAITING = 10_000;

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

/**
 * One-time codes that hand a completed single sign-on to the web app. The callback puts the code in the URL
 * fragment (browsers never send it to a server, so no access log sees it) and the page exchanges it by POST. A code
 * works once and for HANDOFF_LIFETIME_MS; one server process keeps them in memory.
 */
export class HandoffCodes {
  private readonly waiting = new Map<string, { handoff: SsoHandoff; expiresAt: number }>();

  /** Stores a completed sign-in and answers the code that collects it. */
  issue(handoff: SsoHandoff, now = Date.now()): string {
    this.sweep(now);
    while (this.waiting.size >= MAX_WAITING) this.waiting.delete(this.waiting.keys().next().value as string);
    const code = randomBytes(32).toString('base64url');
    this.waiting.set(code, { handoff, expiresAt: now + HANDOFF_LIFETIME_MS });
    return code;
  }

  /** The sign-in of a code, removed as it is read; undefined for unknown, used or expired codes. */
  take(code: string, now = Date.now()): SsoHandoff | undefined {
    const entry = this.waiting.get(code);
    this.waiting.delete(code);
    return entry && entry.expiresAt > now ? entry.handoff : undefined;
  }

  private sweep(now: number): void {
    for (const [code, entry] of this.waiting) if (entry.expiresAt <= now) this.waiting.delete(code);
  }
}
