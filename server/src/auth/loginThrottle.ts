import { HttpError } from '../http/errors';

/** Failed sign-ins allowed per e-mail and IP within the window. */
export const MAX_LOGIN_FAILURES = 5;
/**
 * Failed sign-ins allowed per e-mail from any IP within the window: client IPs come from X-Forwarded-For behind a
 * proxy, so a guesser rotating that header still meets this limit.
 */
export const MAX_LOGIN_FAILURES_PER_ACCOUNT = 20;
/** Window over which failures are counted. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED_KEYS = 10_000;

/** Counts failed sign-ins; past the limits further attempts answer 429 + Retry-After until the window moves on. */
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

  private check(key: string, limit: number): void {
    const recent = this.recent(key);
    if (recent.length < limit) return;
    const retryAfter = Math.max(1, Math.ceil((recent[recent.length - limit] + LOGIN_FAILURE_WINDOW_MS - this.now()) / 1000));
    throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, undefined, {
      'Retry-After': String(retryAfter),
    });
  }

  /** Throws 429 with Retry-After (seconds) if the e-mail + IP, or the e-mail overall, has used up its failures. */
  assertAllowed(email: string, ip: string): void {
    this.check(`${email}\n${ip}`, MAX_LOGIN_FAILURES);
    this.check(email, MAX_LOGIN_FAILURES_PER_ACCOUNT);
  }

  private add(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  /** Records a failed attempt. */
  recordFailure(email: string, ip: string): void {
    if (this.failures.size >= MAX_TRACKED_KEYS) {
      for (const key of [...this.failures.keys()]) this.recent(key);
    }
    this.add(`${email}\n${ip}`);
    this.add(email);
  }

  /** Forgets the failures from this IP after a successful sign-in. */
  reset(email: string, ip: string): void {
    this.failures.delete(`${email}\n${ip}`);
  }
}
