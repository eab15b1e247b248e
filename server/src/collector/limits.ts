/** Collector limits (wire-compat 1.1 "Limits"); the rate can be tuned with COLLECTOR_RATE_LIMIT (requests/s per app). */
export interface CollectorLimits {
  /** Largest request body, after decompression. */
  maxBatchBytes: number;
  /** Largest single event, in bytes of JSON text. */
  maxEventBytes: number;
  /** Events older than this are rejected. */
  maxEventAgeMs: number;
  /** Sustained requests per second per app (token bucket refill rate). */
  requestsPerSecond: number;
  /** Bucket size: requests an app may send in one burst. */
  burst: number;
}

const MB = 1024 * 1024;

/** Limits from the environment (COLLECTOR_RATE_LIMIT, COLLECTOR_RATE_BURST), with the documented defaults. */
export function collectorLimits(env: NodeJS.ProcessEnv = process.env): CollectorLimits {
  const rate = Number.parseInt(env.COLLECTOR_RATE_LIMIT ?? '', 10);
  const burst = Number.parseInt(env.COLLECTOR_RATE_BURST ?? '', 10);
  const requestsPerSecond = Number.isFinite(rate) && rate > 0 ? rate : 1000;
  return {
    maxBatchBytes: 50 * MB,
    maxEventBytes: 1 * MB,
    maxEventAgeMs: 30 * 24 * 3600 * 1000,
    requestsPerSecond,
    burst: Number.isFinite(burst) && burst > 0 ? burst : requestsPerSecond,
  };
}
