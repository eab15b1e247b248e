/** Hand-written OTLP/JSON export bodies for the trace tests. */

/** A trace id used by the hand-written bodies. */
export const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

/** One OTLP/JSON span with sensible defaults. */
export function span(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    traceId: TRACE, spanId: '00f067aa0ba902b7', name: 'work', kind: 2,
    startTimeUnixNano: '1714564800000000000', endTimeUnixNano: '1714564800001000000', ...fields,
  };
}

/** An OTLP/JSON export request of one service with the given spans. */
export function otlpJson(spans: unknown[], service = 'api'): Record<string, unknown> {
  return {
    resourceSpans: [{
      resource: { attributes: [{ key: 'service.name', value: { stringValue: service } }] },
      scopeSpans: [{ scope: { name: 'manual' }, spans }],
    }],
  };
}
