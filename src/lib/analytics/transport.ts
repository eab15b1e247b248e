/**
 * Sends actions to the collector in batches: every 2 s, or at once when 20 are queued. Network errors,
 * 429 and 5xx answers put the batch back and retry later (honouring Retry-After); other refusals drop it.
 * When the page is hidden, what is queued goes out with `fetch(..., { keepalive: true })`, which, unlike
 * navigator.sendBeacon, can carry the X-Moesif-Application-Id header the collector requires.
 */
import { ANALYTICS_LIMITS } from './config';
import type { CollectorAction } from './action';

/** Where and as whom to send. */
export interface TransportOptions {
  /** Collector base, e.g. '/collector/v1'. */
  collectorBase: string;
  /** Collector application token (X-Moesif-Application-Id). */
  appToken: string;
}

/** A batching sender of actions. */
export interface ActionTransport {
  enqueue(action: CollectorAction): void;
  /** Sends the next batch now (resolves when it is answered). */
  flush(): Promise<void>;
  /** Sends everything queued with keepalive, for a page that is going away. */
  flushOnPageHide(): void;
  /** Drops everything queued (an excluded account signed in). */
  clear(): void;
  /** Number of actions waiting. */
  readonly queued: number;
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Creates a transport; it sends nothing until actions are enqueued. */
export function createActionTransport({ collectorBase, appToken }: TransportOptions): ActionTransport {
  if (!appToken) throw new Error('An application token is required to send analytics');
  // Absolute, so a same-origin base such as '/collector/v1' works with any fetch implementation.
  const url = new URL(`${collectorBase}/actions/batch`, window.location.href).toString();
  const headers = { 'Content-Type': 'application/json', 'X-Moesif-Application-Id': appToken };
  let queue: CollectorAction[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let failures = 0;

  const schedule = (delayMs: number) => {
    if (timer !== undefined || queue.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delayMs);
  };

  const requeue = (batch: CollectorAction[], waitMs: number | undefined) => {
    queue = [...batch, ...queue].slice(-ANALYTICS_LIMITS.maxQueued);
    failures += 1;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const backoff = Math.min(ANALYTICS_LIMITS.flushIntervalMs * 2 ** failures, ANALYTICS_LIMITS.maxRetryDelayMs);
    schedule(Math.max(waitMs ?? 0, backoff));
  };

  async function flush(): Promise<void> {
    if (sending || queue.length === 0) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    sending = true;
    const batch = queue.slice(0, ANALYTICS_LIMITS.maxBatchSize);
    queue = queue.slice(batch.length);
    try {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(batch) });
      if (response.status === 429 || response.status >= 500) {
        requeue(batch, retryAfterMs(response.headers.get('Retry-After')));
      } else {
        failures = 0; // 2xx, or a refusal (bad token, quota) that retrying would not fix
      }
    } catch {
      requeue(batch, undefined);
    } finally {
      sending = false;
    }
    if (failures === 0) {
      if (queue.length >= ANALYTICS_LIMITS.maxBatchSize) void flush();
      else schedule(ANALYTICS_LIMITS.flushIntervalMs);
    }
  }

  return {
    enqueue(action) {
      queue.push(action);
      if (queue.length > ANALYTICS_LIMITS.maxQueued) queue.shift();
      if (queue.length >= ANALYTICS_LIMITS.maxBatchSize && failures === 0) void flush();
      else schedule(ANALYTICS_LIMITS.flushIntervalMs);
    },
    flush,
    flushOnPageHide() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      let budget = ANALYTICS_LIMITS.keepaliveBudgetBytes;
      while (queue.length > 0) {
        const batch = queue.slice(0, ANALYTICS_LIMITS.maxBatchSize);
        const body = JSON.stringify(batch);
        if (body.length > budget) break;
        budget -= body.length;
        queue = queue.slice(batch.length);
        fetch(url, { method: 'POST', headers, body, keepalive: true }).catch(() => undefined);
      }
    },
    clear() {
      queue = [];
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    get queued() {
      return queue.length;
    },
  };
}
