/** Pure rules of the event detail's trace: traceparent parsing, tree order, bar geometry, durations. */
import {
  barGeometry, callSpanIds, formatSpanMs, parseTraceparent, spanTree, traceDurationMs,
} from '@/portal/features/events/traceRules';
import { traceSpan } from '../../../support/handlers/traces';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const VALID = `00-${TRACE}-00f067aa0ba902b7-01`;

describe('parseTraceparent', () => {
  it('reads the trace id and the caller span id of a valid header', () => {
    expect(parseTraceparent({ traceparent: VALID, accept: '*/*' })).toEqual({ traceId: TRACE, spanId: '00f067aa0ba902b7' });
  });

  it('finds the header whatever the case of its name and of its hex digits, and takes the first of repeated values', () => {
    expect(parseTraceparent({ Traceparent: VALID })).toEqual({ traceId: TRACE, spanId: '00f067aa0ba902b7' });
    expect(parseTraceparent({ TRACEPARENT: ` ${VALID.toUpperCase()} ` })).toEqual({ traceId: TRACE, spanId: '00f067aa0ba902b7' });
    expect(parseTraceparent({ traceparent: [VALID, 'garbage'] })).toEqual({ traceId: TRACE, spanId: '00f067aa0ba902b7' });
  });

  it('accepts a later version with extra fields', () => {
    expect(parseTraceparent({ traceparent: `01-${TRACE}-00f067aa0ba902b7-01-future` })).toEqual({ traceId: TRACE, spanId: '00f067aa0ba902b7' });
  });

  it.each([
    ['missing', {}],
    ['no headers', undefined],
    ['not text', { traceparent: 42 }],
    ['too short a trace id', { traceparent: `00-${TRACE.slice(1)}-00f067aa0ba902b7-01` }],
    ['a non-hex span id', { traceparent: `00-${TRACE}-00f067aa0ba902bz-01` }],
    ['no flags', { traceparent: `00-${TRACE}-00f067aa0ba902b7` }],
    ['version ff', { traceparent: `ff-${TRACE}-00f067aa0ba902b7-01` }],
    ['extra fields in version 00', { traceparent: `${VALID}-extra` }],
    ['an all-zero trace id', { traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` }],
    ['an all-zero span id', { traceparent: `00-${TRACE}-${'0'.repeat(16)}-01` }],
  ])('answers null for %s', (_case, headers) => {
    expect(parseTraceparent(headers as Record<string, unknown> | undefined)).toBeNull();
  });
});

describe('spanTree', () => {
  it('lists roots by start, each followed by its children by start, depth first, with their depth', () => {
    const spans = [
      traceSpan({ span_id: 'c2', parent_span_id: 'r1', start_offset_ms: 30 }),
      traceSpan({ span_id: 'g1', parent_span_id: 'c1', start_offset_ms: 12 }),
      traceSpan({ span_id: 'r2', start_offset_ms: 5 }),
      traceSpan({ span_id: 'c1', parent_span_id: 'r1', start_offset_ms: 10 }),
      traceSpan({ span_id: 'r1', start_offset_ms: 0 }),
      // Its parent never arrived: listed as a root.
      traceSpan({ span_id: 'orphan', parent_span_id: 'missing', start_offset_ms: 2 }),
    ];
    expect(spanTree(spans).map((row) => [row.span.span_id, row.depth])).toEqual([
      ['r1', 0], ['c1', 1], ['g1', 2], ['c2', 1], ['orphan', 0], ['r2', 0],
    ]);
  });

  it('lists every span once when parent links form a loop', () => {
    const spans = [traceSpan({ span_id: 'a', parent_span_id: 'b' }), traceSpan({ span_id: 'b', parent_span_id: 'a', start_offset_ms: 1 })];
    expect(spanTree(spans).map((row) => [row.span.span_id, row.depth])).toEqual([['a', 0], ['b', 1]]);
  });
});

describe('bar geometry on the shared time axis', () => {
  const spans = [
    traceSpan({ span_id: 'root', duration_ms: 100 }),
    traceSpan({ span_id: 'late', start_offset_ms: 90, duration_ms: 60 }),
  ];

  it('spans the axis from the first start to the last end', () => {
    expect(traceDurationMs(spans)).toBe(150);
  });

  it('places each bar by its start and sizes it by its duration, in percent', () => {
    expect(barGeometry(spans[0], 150)).toEqual({ left: 0, width: 66.67 });
    expect(barGeometry(spans[1], 150)).toEqual({ left: 60, width: 40 });
    expect(barGeometry({ start_offset_ms: 5.25, duration_ms: 0.001 }, 100)).toEqual({ left: 5.25, width: 0 });
  });

  it('keeps bars inside the axis and fills it for a trace of no length', () => {
    expect(barGeometry({ start_offset_ms: 120, duration_ms: 50 }, 100)).toEqual({ left: 100, width: 0 });
    expect(barGeometry({ start_offset_ms: 0, duration_ms: 0 }, 0)).toEqual({ left: 0, width: 100 });
  });
});

describe('formatSpanMs', () => {
  it.each([
    [0, '0 ms'],
    [0.0125, '13 µs'],
    [0.5, '500 µs'],
    [35.25, '35.25 ms'],
    [1.0004, '1 ms'],
    [999.1234, '999.123 ms'],
    [1250, '1.25 s'],
  ])('%p ms reads %s', (ms, text) => {
    expect(formatSpanMs(ms)).toBe(text);
  });
});

describe('callSpanIds', () => {
  it("names the traceparent's span and its children as the call's spans", () => {
    const spans = [
      traceSpan({ span_id: 'caller' }),
      traceSpan({ span_id: 'server', parent_span_id: 'caller' }),
      traceSpan({ span_id: 'db', parent_span_id: 'server' }),
    ];
    expect([...callSpanIds(spans, { traceId: TRACE, spanId: 'caller' })].sort()).toEqual(['caller', 'server']);
    expect([...callSpanIds(spans, { traceId: TRACE, spanId: 'unknown' })]).toEqual([]);
  });
});
