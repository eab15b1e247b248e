import type { TraceResponse, TraceSpan } from '@/api/traces';
import { formatEventTime } from './eventsRules';
import { barGeometry, callSpanIds, formatSpanMs, spanTree, traceDurationMs, type TraceParent } from './traceRules';

/** Deepest indentation shown; deeper spans line up with it (their parent order still tells the tree). */
const MAX_INDENT = 8;

/** An attribute value as text: strings as they are, other values as JSON. */
const valueText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function AttributeList({ title, attributes }: { title: string; attributes: Record<string, unknown> }) {
  const entries = Object.entries(attributes);
  if (entries.length === 0) return null;
  return (
    <>
      <p className="trace-waterfall__detail-title">{title}</p>
      <dl className="trace-waterfall__attributes">
        {entries.map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{valueText(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The disclosure of one span: kind, times, status, scope, attributes, resource attributes and events. */
function SpanDetails({ span, zone }: { span: TraceSpan; zone: string }) {
  const facts: Record<string, unknown> = {
    Kind: span.kind,
    Start: formatEventTime(span.start_time, zone),
    End: formatEventTime(span.end_time, zone),
    Status: span.status.message ? `${span.status.code}: ${span.status.message}` : span.status.code,
    'Span id': span.span_id,
    ...(span.scope.name ? { Library: span.scope.version ? `${span.scope.name} ${span.scope.version}` : span.scope.name } : {}),
  };
  return (
    <details className="trace-waterfall__details">
      <summary>
        Details<span className="visually-hidden"> of {span.name}</span>
      </summary>
      <AttributeList title="Span" attributes={facts} />
      <AttributeList title="Attributes" attributes={span.attributes} />
      <AttributeList title="Resource" attributes={span.resource_attributes} />
      {span.events.length > 0 ? (
        <>
          <p className="trace-waterfall__detail-title">Events</p>
          <ul className="trace-waterfall__events">
            {span.events.map((event, index) => (
              <li key={`${event.name}-${index}`}>
                {event.time ? formatEventTime(event.time, zone) : 'no time'}: {event.name}
                {Object.keys(event.attributes).length > 0 ? ` ${valueText(event.attributes)}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </details>
  );
}

/** Props of {@link TraceWaterfall}. */
export interface TraceWaterfallProps {
  trace: TraceResponse;
  /** The event's trace context: its span and that span's children are highlighted as this call's. */
  traceparent: TraceParent;
  /** Zone the span times show in (the app's, as the event log's). */
  zone: string;
}

/**
 * The spans of a trace as a table in tree order: service and span name indented under the parent, a bar on the
 * trace's shared time axis (hidden from assistive technology; its start and duration are in the text), the duration,
 * error spans marked in words, this call's spans highlighted, and a disclosure per span with its attributes.
 */
export function TraceWaterfall({ trace, traceparent, zone }: TraceWaterfallProps) {
  const rows = spanTree(trace.spans);
  const totalMs = traceDurationMs(trace.spans);
  const ours = callSpanIds(trace.spans, traceparent);
  return (
    <table className="trace-waterfall">
      <caption className="visually-hidden">Spans of trace {trace.trace_id}, in tree order</caption>
      <thead>
        <tr>
          <th scope="col" className="trace-waterfall__span-col">Span</th>
          <th scope="col" className="trace-waterfall__time-col">
            Timeline <span className="trace-waterfall__axis">0 – {formatSpanMs(totalMs)}</span>
          </th>
          <th scope="col" className="trace-waterfall__duration-col">Duration</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ span, depth }) => {
          const bar = barGeometry(span, totalMs);
          const error = span.status.code === 'error';
          const mine = ours.has(span.span_id);
          const classes = ['trace-waterfall__row', mine ? 'trace-waterfall__row--call' : '', error ? 'trace-waterfall__row--error' : ''].filter(Boolean).join(' ');
          return (
            <tr key={span.span_id} className={classes}>
              <th scope="row" className="trace-waterfall__span" style={{ paddingLeft: `${0.5 + Math.min(depth, MAX_INDENT) * 0.75}rem` }}>
                <span className="trace-waterfall__service">{span.service_name ?? 'unknown service'}</span>{' '}
                <span className="trace-waterfall__name">{span.name}</span>
                {error ? <span className="trace-waterfall__badge trace-waterfall__badge--error"><span aria-hidden="true">⚠ </span>Error</span> : null}
                {mine ? <span className="trace-waterfall__badge trace-waterfall__badge--call">This call</span> : null}
                <SpanDetails span={span} zone={zone} />
              </th>
              <td className="trace-waterfall__time">
                <div className="trace-waterfall__track" aria-hidden="true">
                  <div className="trace-waterfall__bar" style={{ left: `${bar.left}%`, width: `${bar.width}%` }} />
                </div>
                <span className="trace-waterfall__offset">starts at {formatSpanMs(span.start_offset_ms)}</span>
              </td>
              <td className="trace-waterfall__duration">{formatSpanMs(span.duration_ms)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
