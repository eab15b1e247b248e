import { TokenBucketLimiter } from '../collector/rateLimiter';
import { HttpError } from '../http/errors';

/**
 * Sign-ups per client IP: `perHour` in a burst, refilled evenly over the hour. Every account costs a password hash
 * and an organization, so one client must not create them in bulk.
 */
export class SignupThrottle {
  private readonly buckets: TokenBucketLimiter;

  constructor(perHour: number, clock: () => number = Date.now) {
    this.buckets = new TokenBucketLimiter(perHour / 3600, perHour, clock);
  }

  /** Takes one sign-up for the IP, or throws 429 with Retry-After (seconds). */
  take(ip: string): void {
    const verdict = this.buckets.take(ip);
    if (verdict.allowed) return;
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    throw new HttpError(429, `Too many sign-ups from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
      'Retry-After': String(verdict.retryAfterSeconds),
    });
  }
}
