import { HttpError } from '../http/errors';

/** Failed sign-ins allowed per e-mail and IP within the window. */
export const MAX_LOGIN_FAILURES = 5;
/** Window over which failures are counted. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED_KEYS = 10_000;

/** Counts failed sign-ins per e-mail + IP; after 5 failures in 15 minutes further attempts answer 429 + Retry-After. */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const since = this.now() - LOGIN_FAILURE_WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Throws 429 with Retry-After (seconds) if the key has used up its failures. */
  assertAllowed(email: string, ip: string): void {
    const recent = this.recent(`${email}\n${ip}`);
    if (recent.length < MAX_LOGIN_FAILURES) return;
    const retryAfter = Math.max(1, Math.ceil((recent[0] + LOGIN_FAILURE_WINDOW_MS - this.now()) / 1000));
    throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, undefined, {
      'Retry-After': String(retryAfter),
    });
  }

  /** Records a failed attempt. */
  recordFailure(email: string, ip: string): void {
    if (this.failures.size >= MAX_TRACKED_KEYS) {
      for (const key of [...this.failures.keys()]) this.recent(key);
    }
    const key = `${email}\n${ip}`;
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  /** Forgets the failures after a successful sign-in. */
  reset(email: string, ip: string): void {
    this.failures.delete(`${email}\n${ip}`);
  }
}
