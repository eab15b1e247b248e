/** Where site analytics go and how they are batched. */

/** Batching and memory limits of the analytics transport and recorder. */
export const ANALYTICS_LIMITS = {
  /** A queued action waits at most this long before its batch is sent. */
  flushIntervalMs: 2_000,
  /** A batch is sent as soon as this many actions are queued; also the largest batch. */
  maxBatchSize: 20,
  /** Actions kept for sending while the collector is unreachable; the oldest are dropped beyond this. */
  maxQueued: 200,
  /** Longest wait between retries after failures. */
  maxRetryDelayMs: 60_000,
  /** Bytes sent with keepalive when the page is hidden (browsers allow 64 KiB in flight). */
  keepaliveBudgetBytes: 60_000,
  /** Actions kept in memory for getRecordedEvents(). */
  maxRecorded: 500,
} as const;

/**
 * The collector base URL: COLLECTOR_URL + '/v1' when configured, else the same-origin '/collector/v1'.
 */
export function collectorBase(collectorUrl: string | undefined = process.env.COLLECTOR_URL): string {
  const configured = collectorUrl?.trim().replace(/\/+$/, '');
  return configured ? `${configured}/v1` : '/collector/v1';
}

/** The application token for the site's own analytics; empty when analytics are not sent anywhere. */
export function siteAppToken(): string {
  return process.env.SITE_APP_TOKEN?.trim() ?? '';
}
