/** How the dashboard writes its numbers and their change against the previous period. */

const counter = new Intl.NumberFormat('en-US');

/** A count with thousands separators. */
export const formatCount = (value: number): string => counter.format(value);

/** A share 0-1 as a percentage (two decimals under 10 %); `–` without a value. */
export const formatRate = (value: number | null): string =>
  value === null ? '–' : `${(value * 100).toFixed(value < 0.1 ? 2 : 1)} %`;

/** Milliseconds as `245 ms` or `1.25 s`; `–` without a value. */
export const formatLatency = (value: number | null): string =>
  value === null ? '–' : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;

/** Which way a number moved, and whether that is good news for the figure. */
export interface Change {
  direction: 'up' | 'down' | 'flat';
  /** `good` or `bad` for figures with a better direction (errors, latency); `neutral` for volumes. */
  tone: 'good' | 'bad' | 'neutral';
  /** The change in words: `+12.5 %`, `−0.40 pp`, `no change`. */
  text: string;
}

/** How a figure is compared: relative change of a volume or a time, or the difference of two rates in points. */
export type ChangeKind = 'volume' | 'latency' | 'rate';

const MINUS = '\u2212';
const signed = (value: number, text: string): string => `${value > 0 ? '+' : MINUS}${text}`;

/**
 * The change of a figure against the previous period; null when there is nothing to compare with (no previous
 * value, or a previous volume or time of 0).
 */
export function describeChange(kind: ChangeKind, current: number | null, previous: number | null): Change | null {
  if (current === null || previous === null) return null;
  if (kind === 'rate') {
    const points = (current - previous) * 100;
    if (Math.abs(points) < 0.005) return { direction: 'flat', tone: 'neutral', text: 'no change' };
    return { direction: points > 0 ? 'up' : 'down', tone: points > 0 ? 'bad' : 'good', text: signed(points, `${Math.abs(points).toFixed(2)} pp`) };
  }
  if (previous === 0) return null;
  const percent = ((current - previous) / previous) * 100;
  if (Math.abs(percent) < 0.05) return { direction: 'flat', tone: 'neutral', text: 'no change' };
  const magnitude = Math.abs(percent);
  const text = signed(percent, `${magnitude.toFixed(magnitude < 10 ? 1 : 0)} %`);
  const tone = kind === 'volume' ? 'neutral' : percent > 0 ? 'bad' : 'good';
  return { direction: percent > 0 ? 'up' : 'down', tone, text };
}
