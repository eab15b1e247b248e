import type { TraceLimits } from './limits';
import { OtlpDecodeError } from './otlpDecode';
import { attributeSet, cut, type Attributes } from './otlpValues';
import { isoMicros, SPAN_KINDS, STATUS_CODES, type SpanEventRecord, type SpanKindName, type SpanRecord, type StatusCodeName } from './spanRecord';

/** The spans of one export request that can be stored, and why the others cannot. */
export interface NormalisedRequest {
  spans: SpanRecord[];
  /** One line per rejected span: where it is and what is wrong with it. */
  rejections: string[];
}

/** A span that breaks a rule of the protocol (rejected alone, reported in partialSuccess). */
class SpanRejected extends Error {}

type Item = Record<string, unknown>;
const isRecord = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown, what: string): unknown[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new OtlpDecodeError(`The request body is not an OTLP ExportTraceServiceRequest: ${what} must be an array`);
  return value;
};

/** Longest span accepted: durations are kept in nanoseconds as exact numbers (about 104 days). */
const MAX_DURATION_NS = BigInt(Number.MAX_SAFE_INTEGER);

/** An id of `bytes` length: hex text (OTLP/JSON) or a byte array (protobuf), as lowercase hex; null when empty. */
function readId(value: unknown, bytes: number, field: string): string | null {
  let hex: string;
  if (value instanceof Uint8Array) hex = Buffer.from(value).toString('hex');
  else if (typeof value === 'string') hex = value.toLowerCase();
  else if (value === undefined || value === null) return null;
  else throw new SpanRejected(`${field} must be ${bytes * 2} hex characters`);
  if (hex === '') return null;
  if (!new RegExp(`^[0-9a-f]{${bytes * 2}}$`).test(hex)) throw new SpanRejected(`${field} must be ${bytes * 2} hex characters (${bytes} bytes)`);
  if (/^0+$/.test(hex)) throw new SpanRejected(`${field} must not be all zeros`);
  return hex;
}

/** A nanosecond time (decimal text or a number) as a BigInt; null when absent or zero. */
function readNanos(value: unknown, field: string): bigint | null {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  if ((typeof value === 'number' && Number.isInteger(value) && value > 0) || (typeof value === 'string' && /^\d{1,20}$/.test(value))) {
    return BigInt(value);
  }
  throw new SpanRejected(`${field} must be a whole number of nanoseconds since the Unix epoch`);
}

/** An enum sent as its number or its name (`SPAN_KIND_SERVER`, `STATUS_CODE_ERROR`). */
function readEnum<T extends string>(value: unknown, names: readonly T[], prefix: string): T {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < names.length) return names[value];
  if (typeof value === 'string') {
    const name = value.toLowerCase().replace(prefix, '') as T;
    if (names.includes(name)) return name;
  }
  return names[0];
}

function readEvents(list: unknown, limits: TraceLimits): { events: SpanEventRecord[]; dropped: number; droppedAttributes: number } {
  const events: SpanEventRecord[] = [];
  let dropped = 0;
  let droppedAttributes = 0;
  for (const event of Array.isArray(list) ? list : []) {
    if (!isRecord(event)) continue;
    if (events.length >= limits.maxEventsPerSpan) {
      dropped += 1;
      continue;
    }
    const nanos = readNanos(event.timeUnixNano, 'events.timeUnixNano');
    const { attributes, dropped: cutAttributes } = attributeSet(event.attributes, limits);
    droppedAttributes += cutAttributes + count(event.droppedAttributesCount);
    events.push({
      name: cut(typeof event.name === 'string' ? event.name : '', limits.maxNameLength),
      time: nanos === null ? null : isoMicros(Number(nanos / 1000n)),
      attributes,
    });
  }
  return { events, dropped, droppedAttributes };
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0);

interface SpanContext {
  serviceName: string | null;
  resourceAttributes: Attributes;
  scopeName: string | null;
  scopeVersion: string | null;
}

function readSpan(span: unknown, context: SpanContext, limits: TraceLimits): SpanRecord {
  if (!isRecord(span)) throw new SpanRejected('a span must be an object');
  const traceId = readId(span.traceId, 16, 'traceId');
  const spanId = readId(span.spanId, 8, 'spanId');
  if (!traceId) throw new SpanRejected('traceId is required');
  if (!spanId) throw new SpanRejected('spanId is required');
  const parentSpanId = readId(span.parentSpanId, 8, 'parentSpanId');
  if (typeof span.name !== 'string' || span.name.trim() === '') throw new SpanRejected('name is required');
  const start = readNanos(span.startTimeUnixNano, 'startTimeUnixNano');
  const end = readNanos(span.endTimeUnixNano, 'endTimeUnixNano');
  if (start === null) throw new SpanRejected('startTimeUnixNano is required');
  if (end === null) throw new SpanRejected('endTimeUnixNano is required');
  if (end < start) throw new SpanRejected('endTimeUnixNano is before startTimeUnixNano');
  if (end - start > MAX_DURATION_NS) throw new SpanRejected('the span lasts longer than 104 days');
  const status = isRecord(span.status) ? span.status : {};
  const { attributes, dropped } = attributeSet(span.attributes, limits);
  const events = readEvents(span.events, limits);
  return {
    traceId, spanId, parentSpanId, ...context,
    name: cut(span.name, limits.maxNameLength),
    kind: readEnum<SpanKindName>(span.kind, SPAN_KINDS, 'span_kind_'),
    startUs: Number(start / 1000n),
    endUs: Number(end / 1000n),
    durationNs: Number(end - start),
    statusCode: readEnum<StatusCodeName>(status.code, STATUS_CODES, 'status_code_'),
    statusMessage: typeof status.message === 'string' && status.message !== '' ? cut(status.message, limits.maxValueLength) : null,
    attributes,
    events: events.events,
    droppedAttributes: dropped + count(span.droppedAttributesCount) + events.droppedAttributes,
    droppedEvents: events.dropped + count(span.droppedEventsCount),
  };
}

function readContext(resourceSpans: Item, scopeSpans: Item, limits: TraceLimits): SpanContext {
  const resource = isRecord(resourceSpans.resource) ? resourceSpans.resource : {};
  const { attributes: resourceAttributes } = attributeSet(resource.attributes, limits);
  const service = resourceAttributes['service.name'];
  const scope = isRecord(scopeSpans.scope) ? scopeSpans.scope : {};
  return {
    serviceName: typeof service === 'string' && service !== '' ? service : null,
    resourceAttributes,
    scopeName: typeof scope.name === 'string' && scope.name !== '' ? cut(scope.name, limits.maxNameLength) : null,
    scopeVersion: typeof scope.version === 'string' && scope.version !== '' ? cut(scope.version, limits.maxNameLength) : null,
  };
}

/**
 * Reads every span of a decoded ExportTraceServiceRequest. A span that breaks a rule (ids of the wrong length or all
 * zeros, no name, no start or end, end before start) is rejected alone; a body whose lists are not lists throws
 * OtlpDecodeError. Over `maxSpansPerRequest` spans throws TooManySpans before anything is read.
 */
export function normaliseRequest(request: unknown, limits: TraceLimits): NormalisedRequest {
  const body = isRecord(request) ? request : {};
  const spans: SpanRecord[] = [];
  const rejections: string[] = [];
  const groups = listOf(body.resourceSpans, 'resourceSpans').map((resourceSpans, r) => {
    if (!isRecord(resourceSpans)) throw new OtlpDecodeError(`resourceSpans[${r}] must be an object`);
    return listOf(resourceSpans.scopeSpans, `resourceSpans[${r}].scopeSpans`).map((scopeSpans, s) => {
      if (!isRecord(scopeSpans)) throw new OtlpDecodeError(`resourceSpans[${r}].scopeSpans[${s}] must be an object`);
      return { resourceSpans, scopeSpans, list: listOf(scopeSpans.spans, `resourceSpans[${r}].scopeSpans[${s}].spans`), where: `resourceSpans[${r}].scopeSpans[${s}]` };
    });
  }).flat();
  const total = groups.reduce((sum, group) => sum + group.list.length, 0);
  if (total > limits.maxSpansPerRequest) throw new TooManySpans(total, limits.maxSpansPerRequest);
  for (const { resourceSpans, scopeSpans, list, where } of groups) {
    const context = readContext(resourceSpans, scopeSpans, limits);
    list.forEach((span, index) => {
      try {
        spans.push(readSpan(span, context, limits));
      } catch (error) {
        if (!(error instanceof SpanRejected)) throw error;
        rejections.push(`${where}.spans[${index}]: ${error.message}`);
      }
    });
  }
  return { spans, rejections };
}

/** More spans in one request than the limit (answered 413). */
export class TooManySpans extends Error {
  constructor(readonly spans: number, readonly max: number) {
    super(`The request holds ${spans} spans; at most ${max} are accepted per request: export smaller batches`);
    this.name = 'TooManySpans';
  }
}
