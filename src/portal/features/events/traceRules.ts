/** Pure rules of the event detail's trace: the W3C traceparent of a call, span tree order, bar geometry, durations. */
import type { TraceSpan } from '@/api/traces';

/** The trace context an API call carried in its `traceparent` request header. */
export interface TraceParent {
  /** 32 lowercase hex characters. */
  traceId: string;
  /** The caller's span id (16 lowercase hex characters): the parent of the span that served this call. */
  spanId: string;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ALL_ZEROS = /^0+$/;

/**
 * The trace context of a call from its request headers: the `traceparent` header (any case of the name; the first
 * value if repeated), `version-traceid-parentid-flags` (W3C Trace Context). Null when absent or malformed: version
 * `ff`, ids of the wrong length or all zeros, or a version-00 value with extra fields. Hex digits may be upper-case.
 */
export function parseTraceparent(headers: Record<string, unknown> | null | undefined): TraceParent | null {
  if (!headers) return null;
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'traceparent');
  const raw = name === undefined ? undefined : headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return null;
  const match = TRACEPARENT.exec(value.trim().toLowerCase());
  if (!match) return null;
  const [, version, traceId, spanId, , extra] = match;
  if (version === 'ff' || (version === '00' && extra !== undefined)) return null;
  if (ALL_ZEROS.test(traceId) || ALL_ZEROS.test(spanId)) return null;
  return { traceId, spanId };
}

/** One row of the waterfall: a span and how deep it sits under its root. */
export interface SpanRow {
  span: TraceSpan;
  depth: number;
}

const byStart = (a: TraceSpan, b: TraceSpan) => a.start_offset_ms - b.start_offset_ms || a.span_id.localeCompare(b.span_id);

/**
 * The spans in tree order: each root (no parent, or a parent not received) by start time, each followed by its
 * children by start time, depth first. A span is listed once even if the parent links form a loop.
 */
export function spanTree(spans: TraceSpan[]): SpanRow[] {
  const ids = new Set(spans.map((span) => span.span_id));
  const children = new Map<string, TraceSpan[]>();
  const roots: TraceSpan[] = [];
  for (const span of spans) {
    const parent = span.parent_span_id;
    if (parent && ids.has(parent) && parent !== span.span_id) children.set(parent, [...(children.get(parent) ?? []), span]);
    else roots.push(span);
  }
  const rows: SpanRow[] = [];
  const listed = new Set<string>();
  const stack: SpanRow[] = [...roots].sort(byStart).reverse().map((span) => ({ span, depth: 0 }));
  const visit = () => {
    while (stack.length > 0) {
      const row = stack.pop() as SpanRow;
      if (listed.has(row.span.span_id)) continue;
      listed.add(row.span.span_id);
      rows.push(row);
      const kids = [...(children.get(row.span.span_id) ?? [])].sort(byStart).reverse();
      for (const kid of kids) stack.push({ span: kid, depth: row.depth + 1 });
    }
  };
  visit();
  // Spans only reachable through a loop of parent links: listed as roots.
  for (const span of [...spans].sort(byStart)) {
    if (listed.has(span.span_id)) continue;
    stack.push({ span, depth: 0 });
    visit();
  }
  return rows;
}

/** The length of the shared time axis: from the earliest start to the latest end, in ms. */
export function traceDurationMs(spans: TraceSpan[]): number {
  return spans.reduce((max, span) => Math.max(max, span.start_offset_ms + span.duration_ms), 0);
}

/** Where a span's bar sits on the axis, in percent of its width. */
export interface BarGeometry {
  left: number;
  width: number;
}

/** A span's bar: offset by its start and sized by its duration on an axis of `totalMs` (within 0-100 %). */
export function barGeometry(span: Pick<TraceSpan, 'start_offset_ms' | 'duration_ms'>, totalMs: number): BarGeometry {
  if (totalMs <= 0) return { left: 0, width: 100 };
  const left = Math.min(100, Math.max(0, (span.start_offset_ms / totalMs) * 100));
  const width = Math.min(100 - left, Math.max(0, (span.duration_ms / totalMs) * 100));
  return { left: round(left), width: round(width) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A span time in words: microseconds below 1 ms, milliseconds (up to 3 decimals) below 1 s, else seconds; zero is `0 ms`. */
export function formatSpanMs(ms: number): string {
  if (ms === 0) return '0 ms';
  if (ms < 1) return `${Math.round(ms * 1000)} µs`;
  if (ms < 1000) return `${Number(ms.toFixed(3))} ms`;
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/**
 * The spans of this API call: the span the call's traceparent names (the caller's) and its children (the span that
 * served the call, and siblings made by the same caller span).
 */
export function callSpanIds(spans: TraceSpan[], traceparent: TraceParent): Set<string> {
  return new Set(spans.filter((span) => span.span_id === traceparent.spanId || span.parent_span_id === traceparent.spanId).map((span) => span.span_id));
}
