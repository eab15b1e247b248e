/** Verdict of the rate limiter for one request. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Token bucket per key (the app id): `rate` tokens per second refill a bucket of `burst` tokens; each request
 * takes one. Buckets idle long enough to be full again are dropped so the map stays small.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = 0;

  constructor(private readonly rate: number, private readonly burst: number, private readonly clock: () => number = Date.now) {}

  /** Takes one token for `key` if available; otherwise says how long to wait. */
  take(key: string): RateVerdict {
    const now = this.clock();
    this.sweep(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, updatedAt: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.rate);
    bucket.updatedAt = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.rate)) };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    const fullAfterMs = (this.burst / this.rate) * 1000;
    for (const [key, bucket] of this.buckets) if (now - bucket.updatedAt > fullAfterMs) this.buckets.delete(key);
  }
}
