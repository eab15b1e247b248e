import { InvalidWireField, optionalInteger } from './wireFields';

/** Largest weight (1 / sample rate): a sample rate of 0.0001 %. */
const MAX_WEIGHT = 1_000_000;
/** events.duration_ms is a 32-bit INTEGER column: about 24.8 days. */
const MAX_DURATION_MS = 2_147_483_647;

/**
 * response.status: a whole number from 100 to 599 when sent. Browsers report 0 for a call that got no HTTP answer
 * (network error, CORS refusal, abort) and moesif-browser-js sends it as is: stored as "no status".
 */
export function statusOf(response: Record<string, unknown> | null): number | null {
  if (!response || response.status === 0 || response.status === '0') return null;
  return optionalInteger(response.status, 'response.status', 100, 599);
}

/** response.time - request.time in ms (0 when the response is stamped earlier); refused past the column's range. */
export function durationOf(time: Date, responseTime: Date | null): number | null {
  if (!responseTime) return null;
  const duration = Math.max(0, responseTime.getTime() - time.getTime());
  if (duration > MAX_DURATION_MS) throw new InvalidWireField('response.time is more than 24 days after request.time');
  return duration;
}

/** weight (1 / sample rate): a whole number from 1 to MAX_WEIGHT; 1 when not sent. */
export function weightOf(value: unknown): number {
  return optionalInteger(value, 'weight', 1, MAX_WEIGHT) ?? 1;
}
