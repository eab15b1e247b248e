/** Bounds of the live tail (server/src/liveTail/README.md, "Limits"); tests override some through LiveTailLimits. */

/** Viewers one app may have at once (open streams plus unused tickets); one more answers 429. */
export const MAX_VIEWERS_PER_APP = 10;

/** How long a ticket may wait for its stream to open; it is single-use either way. */
export const TICKET_TTL_MS = 30_000;

/** Events one viewer is shown per sampling window; more matching events are sampled down to this. */
export const MAX_EVENTS_PER_WINDOW = 20;

/** The sampling window (the rate a viewer is told about is per second). */
export const SAMPLING_WINDOW_MS = 1_000;

/** Bytes one viewer's stream may hold unsent (a slow reader); events past it are dropped and counted. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/** Committed events waiting to be matched, server-wide; more are dropped and counted (ingest never waits). */
export const MAX_PENDING_EVENTS = 20_000;

/** Events matched between yields to the event loop. */
export const EVENTS_PER_SLICE = 500;

/** Interval of the heart-beat event that keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

/** Longest life of one stream: then it ends with reason `expired` and the client mints a new ticket (re-checks access). */
export const MAX_STREAM_MS = 10 * 60_000;


/** A streamed `_source` larger than this (JSON bytes) is sent without its request and response bodies. */
export const MAX_DOCUMENT_BYTES = 64 * 1024;

/** The limits one live-tail area runs with. */
export interface LiveTailLimits {
  maxViewersPerApp: number;
  ticketTtlMs: number;
  maxEventsPerWindow: number;
  samplingWindowMs: number;
  maxBufferedBytes: number;
  maxPendingEvents: number;
  heartbeatMs: number;
  maxStreamMs: number;
}

/** The default limits with `overrides` applied. */
export function liveTailLimits(overrides: Partial<LiveTailLimits> = {}): LiveTailLimits {
  return {
    maxViewersPerApp: MAX_VIEWERS_PER_APP,
    ticketTtlMs: TICKET_TTL_MS,
    maxEventsPerWindow: MAX_EVENTS_PER_WINDOW,
    samplingWindowMs: SAMPLING_WINDOW_MS,
    maxBufferedBytes: MAX_BUFFERED_BYTES,
    maxPendingEvents: MAX_PENDING_EVENTS,
    heartbeatMs: HEARTBEAT_MS,
    maxStreamMs: MAX_STREAM_MS,
    ...overrides,
  };
}

/** Positive whole number of an environment variable, or undefined. */
function positive(value: string | undefined): number | undefined {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * Limits from the environment: LIVE_TAIL_MAX_VIEWERS (per app), LIVE_TAIL_EVENTS_PER_SECOND (shown per viewer),
 * LIVE_TAIL_HEARTBEAT_MS; anything unset or not a positive whole number keeps its default.
 */
export function liveTailLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): LiveTailLimits {
  const overrides: Partial<LiveTailLimits> = {};
  const viewers = positive(env.LIVE_TAIL_MAX_VIEWERS);
  const perSecond = positive(env.LIVE_TAIL_EVENTS_PER_SECOND);
  const heartbeat = positive(env.LIVE_TAIL_HEARTBEAT_MS);
  if (viewers) overrides.maxViewersPerApp = viewers;
  if (perSecond) overrides.maxEventsPerWindow = perSecond;
  if (heartbeat) overrides.heartbeatMs = heartbeat;
  return liveTailLimits(overrides);
}
